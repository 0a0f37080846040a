//! cube-attack (to be written).
