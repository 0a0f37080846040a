//! Tournaments on the site: arenas, Swiss and round robins (issue 65).

pub mod wire;
