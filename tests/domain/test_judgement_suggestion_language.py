"""A suggestion names the language its sentence is written in (model.Suggestion.language):
a Latin-script sentence is read with its own language's table and English's, and the table
read first is English's, so the name was "en" for French, German, Spanish or Italian text."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from app.domain.memory.judgement import judge
from benchmarks.judge import CORPUS


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("Solange wir hier chatten, antworte bitte auf Deutsch und kurz.", "de"),
        ("Für jede Aufgabe legst du einen eigenen Branch an.", "de"),
        ("Verwende immer Typannotationen.", "de"),
        ("Désormais, écris les messages de commit en anglais.", "fr"),
        ("De ahora en adelante, las ramas se nombran con guiones.", "es"),
        ("D'ora in poi, scrivi i test prima del codice.", "it"),
        ("From now on, create a branch for every task.", "en"),
        ("Всегда создавай ветку для каждой задачи.", "ru"),
        ("以后新建组件放在 src/components 下。", "zh"),
    ],
)
def test_a_suggestion_names_its_sentences_language(text, language):
    assert judge(text).suggestion.language.split("_")[0] == language


def test_nearly_every_suggestion_of_the_corpus_names_its_language():
    named = Counter()
    for lang in ("de", "fr", "es", "it", "en"):
        for line in (CORPUS / f"{lang}.jsonl").read_text(encoding="utf-8").splitlines():
            suggestion = judge(json.loads(line)["text"]).suggestion
            if suggestion is not None:
                named[lang, suggestion.language == lang] += 1
    for lang in ("de", "fr", "es", "it", "en"):
        right, wrong = named[lang, True], named[lang, False]
        # code-mixed messages ("Ab sofort bitte commit messages in English schreiben.") may be
        # named for the other language
        assert right >= 0.8 * (right + wrong), (lang, right, wrong)
