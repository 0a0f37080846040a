//! cube-conquest (to be written).
