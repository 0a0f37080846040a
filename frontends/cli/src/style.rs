use std::io::IsTerminal;

use cubist_core::RenderStyle;

/// Colour when asked, or when stdout is a terminal and NO_COLOR is not set.
pub fn choose(flag: &str) -> RenderStyle {
    let color = match flag {
        "always" => true,
        "never" => false,
        _ => std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none(),
    };
    RenderStyle {
        color,
        ..RenderStyle::PLAIN
    }
}
