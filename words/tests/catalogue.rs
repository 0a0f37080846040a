//! A catalogue says its messages in each language, falls back to English, and its
//! checks find what a translator got wrong.

use cubist_words::{catalogue, Args, Catalogue, Lang};

static SAMPLE: Catalogue = catalogue!("sample", "sample");

#[test]
fn messages_are_said_in_each_language_with_their_arguments_and_plurals() {
    let name = Args::new().text("name", "Ann");
    assert_eq!(SAMPLE.say(Lang::En, "greeting", &name), "Hello, Ann!");
    assert_eq!(SAMPLE.say(Lang::It, "greeting", &name), "Ciao, Ann!");
    assert_eq!(SAMPLE.say(Lang::De, "greeting", &name), "Hallo, Ann!");
    let one = Args::new().number("count", 1);
    let three = Args::new().number("count", 3);
    assert_eq!(SAMPLE.say(Lang::En, "pieces-home", &one), "one piece home");
    assert_eq!(SAMPLE.say(Lang::En, "pieces-home", &three), "3 pieces home");
    assert_eq!(
        SAMPLE.say(Lang::Es, "pieces-home", &three),
        "3 piezas en casa"
    );
    // French counts 0 and 1 alike as singular.
    assert_eq!(
        SAMPLE.say(Lang::Fr, "pieces-home", &one),
        "une pièce rentrée"
    );
}

#[test]
fn a_missing_translation_falls_back_to_english_and_an_unknown_id_to_itself() {
    assert_eq!(
        SAMPLE.say(Lang::It, "only-english", &Args::new()),
        "Only here"
    );
    assert_eq!(SAMPLE.say(Lang::Fr, "no-such", &Args::new()), "no-such");
}

#[test]
fn the_pseudo_language_accents_the_text_and_keeps_the_arguments() {
    let said = SAMPLE.say(Lang::Pseudo, "greeting", &Args::new().text("name", "Ann"));
    assert_eq!(said, "Hēllö,~~ Ann!~");
    assert!(said.contains("Ann"), "{said}");
    assert!(said.chars().count() > "Hello, Ann!".len(), "{said}");
}

#[test]
fn the_checks_find_missing_extra_and_misnamed_messages() {
    let problems: Vec<String> = SAMPLE.problems().iter().map(|p| p.to_string()).collect();
    assert_eq!(
        problems,
        [
            "sample [it] only-english: missing",
            "sample [fr] greeting: uses arguments {\"nom\"} where English uses {\"name\"}",
            "sample [fr] extra: not in English",
        ]
    );
}

#[test]
fn a_callers_arguments_are_checked_against_the_message() {
    assert!(SAMPLE
        .fits("greeting", &Args::new().text("name", "x"))
        .is_ok());
    assert!(SAMPLE.fits("greeting", &Args::new()).is_err());
    assert!(SAMPLE
        .fits("greeting", &Args::new().text("name", "x").text("more", "y"))
        .is_err());
    assert!(SAMPLE.fits("nothing", &Args::new()).is_err());
    assert_eq!(SAMPLE.ids(), ["greeting", "pieces-home", "only-english"]);
}

#[test]
fn a_phrase_is_said_in_its_readers_language_and_in_english_for_logs() {
    let p = cubist_words::Phrase::new(&SAMPLE, "greeting", Args::new().text("name", "Bo"));
    assert_eq!(p.id(), "greeting");
    assert_eq!(p.say(Lang::Es), "¡Hola, Bo!");
    assert_eq!(p.to_string(), "Hello, Bo!");
    assert_eq!(p.clone(), p);
}

#[test]
fn words_of_another_part_are_said_in_the_language_of_the_message_around_them() {
    let inner = cubist_words::Phrase::new(&SAMPLE, "pieces-home", Args::new().number("count", 2));
    let outer = Args::new().said("name", move |lang| inner.say(lang));
    assert_eq!(
        SAMPLE.say(Lang::En, "greeting", &outer),
        "Hello, 2 pieces home!"
    );
    assert_eq!(
        SAMPLE.say(Lang::De, "greeting", &outer),
        "Hallo, 2 Steine zu Hause!"
    );
}
