//! tilt (to be written).
