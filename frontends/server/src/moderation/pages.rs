//! The moderators' pages, `/mod` and `/mod/log`: the site's page, whose script
//! shows the reports or the log, served to moderators only. A guest gets the page
//! with `401` (it says to sign in, and the header's sign-in box is there), an account
//! without a role gets it with `403` (it says the page is for moderators).

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::Response;

use crate::accounts::SignedIn;
use crate::error::ApiError;
use crate::lang::ReaderLang;
use crate::site::Site;
use crate::web::SendsMail;

pub async fn page(
    State(site): State<Site>,
    State(SendsMail(mail)): State<SendsMail>,
    SignedIn(me): SignedIn,
    ReaderLang(lang): ReaderLang,
) -> Result<Response, ApiError> {
    let status = match me {
        None => StatusCode::UNAUTHORIZED,
        Some(a) => match site.store.role_of(&a.id).await? {
            Some(role) if role.moderates() => StatusCode::OK,
            _ => StatusCode::FORBIDDEN,
        },
    };
    let mut page = crate::web::html(mail, lang);
    *page.status_mut() = status;
    Ok(page)
}
