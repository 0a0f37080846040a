//! `cubist admin`: what a site's operators do to its accounts from the command line,
//! on the database itself (see docs/operate.md).

mod reset_link;

use clap::Subcommand;

use crate::CliResult;

#[derive(Subcommand)]
pub enum AdminCommand {
    /// Make a one-time link that sets a new password for an account, working for an
    /// hour; the account's earlier unused links stop working.
    ResetLink(reset_link::ResetLinkArgs),
}

pub fn run(command: AdminCommand) -> CliResult {
    match command {
        AdminCommand::ResetLink(args) => reset_link::run(args),
    }
}
