//! FIDE TRF (placeholder).
