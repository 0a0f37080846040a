//! zhen (to be written).
