"""Russian: the forms of an explicit request (SPEC §2.1: "Remember …", "I prefer …"), and
the words that say there is nothing to keep; the rest of the language's table is ru.py."""

from __future__ import annotations

from typing import Any

from app.domain.memory.judgement import asked_ahead, kept_that
from app.domain.memory.judgement.lexicon import Form, rx


def request_forms() -> dict[str, Any]:
    """The table's request slots (remember, prefer, remember_back, remember_asked, …)."""
    return {
        "remember": (
            # (issue 33, thirty-second round) a fact put in the head, the memory or the notes,
            # told in a clause: kept_that.py
            *kept_that.that_forms("ru"),
            Form(
                rx(
                    r"^\s*(?:пожалуйста\s*,?\s*)?(?:запомни|запомните|помни|помните|учти|учтите|имей\s+в\s+виду|"
                    r"имейте\s+в\s+виду|(?:прими|примите)(?:\s*,?\s*пожалуйста\s*,?)?\s+к\s+сведению|"
                    r"(?:возьми|возьмите)(?:\s*,?\s*пожалуйста\s*,?)?\s+на\s+заметку)(?![а-яё])"
                    # how well it is to be kept, said after the verb ("Запомни хорошенько, что …",
                    # "Запомни как следует: …"): not what is kept
                    r"(?:\s+(?:хорошенько|хорошо|как\s+следует|накрепко|крепко-накрепко|раз\s+и\s+навсегда)(?![а-яё]))?"
                    r"\s*(?:,?\s*пожалуйста\s*)?(?:[:,—–-]\s*)?(?:что(?![а-яё])\s*)?(?P<rest>.+)$"
                )
            ),
            # keeping said by the memory itself ("Добавь в свою память, что …"), or a note's frame before
            # a colon ("Для протокола: …")
            Form(
                rx(
                    r"^\s*(?:пожалуйста\s*,?\s*)?(?:добавь|добавьте|занеси|занесите|сохрани|сохраните)\s+(?:(?:это|себе)\s+)?"
                    r"в\s+(?:свою\s+|твою\s+|вашу\s+)?память\s*(?:[:,—–]\s*)?(?:что(?![а-яё])\s*)?(?P<rest>.+)$"
                )
            ),
            Form(rx(r"^\s*для\s+(?:протокола|памяти)\s*[:—–]\s*(?P<rest>.+)$")),
            # a verb of saving or noting, what is kept pointed at, then a colon or "что" ("Сохрани: …",
            # "Зафиксируй, что …"); "Сохрани этот файл как …" saves a file
            Form(
                rx(
                    r"^\s*(?:пожалуйста\s*,?\s*)?(?:сохрани|сохраните|зафиксируй|зафиксируйте|запиши|запишите|запомни|запомните)"
                    r"(?:\s+(?:себе|у\s+себя))?(?:\s+(?:это|вот\s+что))?(?![а-яё])\s*(?:[:—–]\s*|,\s*что(?![а-яё])\s*)(?P<rest>.+)$"
                )
            ),
            Form(
                rx(
                    r"^\s*не\s+забудь(?:те)?(?![а-яё])\s*(?:[:—–-]\s*|,?\s*что(?![а-яё])\s*)(?P<rest>.+)$"
                )
            ),
        ),
        "prefer": (
            Form(
                rx(
                    r"^\s*(?:мо[ёе]|лично\s+мо[ёе])\s+предпочтение\s*(?:[:\-–—]|(?:это)?)\s*(?P<rest>.+)$"
                )
            ),
            Form(
                rx(
                    r"^\s*(?:лично\s+)?(?:я\s+)?(?:лично\s+)?(?:(?:обычно|как\s+правило|чаще\s+всего)\s+)?(?:предпочитаю|больше\s+люблю|бы\s+предпоч[её]л(?:а)?|предпоч[её]л(?:а)?\s+бы)(?![а-яё])\s*(?:,\s*(?=чтобы(?![а-яё])))?(?P<rest>.+)$"
                )
            ),
            Form(rx(r"^\s*мне\s+больше\s+нрав(?:и|я)тся(?![а-яё])\s*,?\s*(?P<rest>.+)$")),
            # a liking said of a generic "when" ("Мне нравится, когда в PR есть …")
            Form(
                rx(
                    r"^\s*(?:лично\s+)?мне\s+(?:очень\s+)?нравится\s*,?\s*когда(?![а-яё])\s*(?P<rest>.+)$"
                )
            ),
            # a leaning of the speaker's before the prefer verb ("Я склонен предпочитать …")
            Form(
                rx(
                    r"^\s*(?:я\s+)?(?:склон(?:ен|на)|привык(?:ла)?)\s+предпочитать(?![а-яё])\s*(?P<rest>.+)$"
                )
            ),
            Form(
                rx(
                    r"^\s*мне\s+(?:больше\s+|гораздо\s+)?(?:по\s+душе|удобнее|ближе|нравя?тся\s+больше)(?![а-яё])\s*(?P<rest>.+)$"
                )
            ),
        ),
        "remember_back": rx(r"^\s*(?:запомни|запомните)(?:\s+это)?\s*[.!]*\s*$"),
        "asked_ahead": rx(asked_ahead.question("ru")),
        "remember_asked": (
            # (issue 33, thirty-second round) a fact put in the head, the memory or the notes,
            # told in a clause: kept_that.py
            *kept_that.that_forms("ru"),
            # "Я хочу, чтобы ты запомнил, что …", "Можешь запомнить, что …?"
            Form(
                rx(
                    r"^\s*(?:я\s+(?:хочу|хотел\s+бы|хотела\s+бы)\s*,?\s*чтобы\s+(?:ты|вы)\s+(?:запомнил[аи]?|помнил[аи]?)|"
                    r"(?:ты\s+|вы\s+)?(?:можешь|можете|сможешь|сможете|мог\s+бы|могла\s+бы|могли\s+бы)(?:\s*,?\s*пожалуйста\s*,?)?\s+"
                    r"(?:запомнить|помнить|зафиксировать))"
                    r"(?![а-яё])\s*(?:[:,]\s*)?(?:что(?![а-яё])\s*)?(?P<rest>.+)$"
                )
            ),
        ),
        "not_remembered": rx(r"^(?:это|то|когда|как)\b", asked_ahead.placeholder("ru")),
        "not_preferred": rx(r"^(?:не\b|это|то)\b"),
        "prefer_cut": rx(r",\s*(?:так\s+что|поэтому|потому|но|и|а)\b|;|\s+потому\s+что\b"),
    }
