"""The language-identification library behind the checker's port (app.services.language_id):
the reply's prose is judged, close languages are told apart, quotes and code are left out."""

from __future__ import annotations

import py3langid.langid
import pytest

from app.domain.compliance import Outcome, Reply, RuleText, check
from app.services.language_id import LanguageIdentifier

IDENTIFY = LanguageIdentifier()


def _verdict(words: str, reply: str) -> Outcome:
    return check(RuleText(words, "constraint", 1, 1), Reply(reply), identify=IDENTIFY).verdict


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Olá! Este é o arquivo que você pediu; ele tem três funções novas.", "pt"),
        ("¡Hola! Este es el archivo que pediste; tiene tres funciones nuevas.", "es"),
        ("یہ وہ فائل ہے جو آپ نے مانگی تھی، اس میں تین نئے فنکشن ہیں۔", "ur"),
        ("هذا هو الملف الذي طلبته، وفيه ثلاث دوال جديدة.", "ar"),
        ("Ось файл, який ти просив: у ньому три нові функції.", "uk"),
        ("Вот файл, который ты просил: в нём три новые функции.", "ru"),
    ],
)
def test_the_library_names_close_languages_apart(text, lang):
    """Portuguese is not Spanish, Urdu is not Arabic, Ukrainian is not Russian."""
    assert IDENTIFY(text) == lang


def test_a_reply_in_a_close_language_breaks_the_rule():
    """ "Reply in Spanish" and a Portuguese reply: violated; "in Arabic" and an Urdu one too."""
    pt = "Olá! Corrigi o erro no formulário de login e adicionei um teste para a validação."
    ur = "میں نے لاگ ان فارم میں غلطی ٹھیک کر دی ہے اور ایک نیا ٹیسٹ بھی شامل کیا ہے۔"
    assert _verdict("Always reply in Spanish.", pt) is Outcome.VIOLATED
    assert _verdict("Always reply in Arabic.", ur) is Outcome.VIOLATED
    es = "¡Hola! Corregí el error del formulario de inicio de sesión y añadí una prueba."
    assert _verdict("Always reply in Spanish.", es) is Outcome.FOLLOWED


def test_quotes_and_code_are_not_the_reply_s_language():
    """An English blockquote, inline code and a code block do not make a German reply English."""
    reply = (
        "Der Fehler kommt aus der Konfiguration, nicht aus deinem Code.\n\n"
        "> Error: Cannot find module '@/lib/date' imported from the Vite config file\n\n"
        "Ich habe den Alias in `vite.config.ts` ergänzt, damit der Build ihn findet:\n\n"
        "```ts\n// resolve the alias the same way TypeScript does\nexport default {}\n```\n"
    )
    assert _verdict("Antworte immer auf Deutsch.", reply) is Outcome.FOLLOWED
    assert _verdict("Always answer in English.", reply) is Outcome.VIOLATED


def test_too_little_prose_is_unknown_and_the_model_loads_once():
    """A two-word reply says nothing of its language; the model is loaded once and reused."""
    assert _verdict("Always answer in French.", "OK, done.") is Outcome.UNKNOWN
    model = IDENTIFY._loaded()
    assert IDENTIFY._loaded() is model
    assert IDENTIFY("") is None


def test_a_library_that_cannot_load_leaves_the_small_word_reading(monkeypatch, tmp_path):
    """No model file (a bundle without its data): every piece is "not sure", nothing fails,
    and the checker still reads an English reply by its small words."""
    broken = LanguageIdentifier()
    monkeypatch.setattr(py3langid.langid, "MODEL_DIR", tmp_path)
    assert broken("Olá, este é o arquivo que você pediu.") is None
    reply = "I fixed the login form and added a test for the validation of the e-mail field."
    rule = RuleText("Always answer in English.", "constraint", 1, 1)
    assert check(rule, Reply(reply), identify=broken).verdict is Outcome.FOLLOWED
