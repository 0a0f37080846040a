//! Tables for games of more than two players (placeholder).
