//! An account as every feature names it: who holds a seat, who acted.

/// An account, as the server knows a signed-in player: its id and name as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Account {
    pub id: String,
    pub name: String,
}
