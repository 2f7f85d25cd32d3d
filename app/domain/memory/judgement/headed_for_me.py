"""A message headed "for me" (issue 33, twenty-eighth round): the speaker names themself first, as a
heading before a colon or a dash ("Für mich: einfache Wörter. Keine Tabellen. Kleiner Bildschirm.",
"Para mí: …", "Per me: …", "Pour moi : …", "Для меня: …", "Мне — …") or as the close of the first
short sentence ("Plain words for me. No tables. Tiny screen."), then curt wants in the sentences
after it. Each want is read by itself and holds no "me"; the heading says whose they are: the
user's, so `engine._judge` gives the rule found after it the Personal scope.

Never "for me" inside a sentence that says more ("Book a table for me at eight. No shellfish."
opens with an errand, not a heading), nor "for us" (the team's).
"""

from __future__ import annotations

import re

from app.domain.memory.judgement.errands import FOR_ME
from app.domain.memory.judgement.groups import group_for, lexicons_for, own_language

# (twenty-ninth round: the speaker alone or in a colloquial turn as the heading before its colon,
# "Me: short answers.", "Ich: einfache Sätze.", "A me: …", "Conmigo: …", "Pour ma pomme : …",
# "إلي: …", "لي أنا: …", "بالنسبة لي: …"; never inside a sentence, as the heading's anchor says)
_ALONE = r"me|ich|a\s+me|conmigo|a\s+mí|pour\s+ma\s+pomme|إلي|الي|لي(?:\s+أنا)?|ليا|بالنسبة\s+(?:لي|إلي|ليا)"
# (thirtieth round: the subject pronoun alone as the heading too, "Moi : gros caractères.", "Io:
# caratteri grandi.", "Yo: letra grande.", "Я: крупный шрифт.", "أنا: خط كبير.")
_ALONE += r"|moi|io|yo|я|أنا|انا"
# (thirty-second round: the speaker alone in a phrase of regard, the heading's whole: "as for me",
# "for my part", "on my end", "personally", "as far as I'm concerned", "quant à moi", "de mon côté",
# "ich für meinen Teil", "meinerseits", "yo, por mi parte", "en mi caso", "da parte mia", "dal canto
# mio", "мне бы", "лично мне", "с моей стороны", "أنا شخصيًا", "من ناحيتي"; a "my" with any other
# noun, "My son:", "Mon équipe :", is someone else's heading)
_REGARD = (
    r"as\s+(?:for|to)\s+(?:me|myself)|as\s+far\s+as\s+i(?:['’]m|\s+am)\s+concerned"
    r"|(?:(?:me|myself|i)\s*,?\s+)?personally(?:\s+speaking)?|speaking\s+(?:personally|for\s+myself)|myself"
    r"|(?:for|on|from)\s+my\s+(?:part|side|end)|in\s+my\s+case"
    r"|quant\s+à\s+moi|(?:moi\s*,?\s+)?personnellement|perso|pour\s+ma\s+part|de\s+mon\s+côté"
    r"|me\s+concernant|en\s+ce\s+qui\s+me\s+concerne|dans\s+mon\s+cas|moi-même"
    r"|(?:ich\s+)?für\s+meinen\s+teil|meinerseits|(?:ich|mir)\s+persönlich|persönlich|von\s+meiner\s+seite"
    r"|mich\s+betreffend|was\s+mich\s+(?:angeht|betrifft)|in\s+meinem\s+fall"
    r"|(?:yo\s*,?\s+)?(?:por|de)\s+mi\s+parte|(?:yo\s*,?\s+)?personalmente|en\s+mi\s+caso"
    r"|(?:en|por)\s+lo\s+que\s+a\s+mí\s+(?:respecta|se\s+refiere|toca)|en\s+cuanto\s+a\s+mí"
    r"|(?:da|per)\s+parte\s+mia|(?:io\s*,?\s+)?personalmente|quanto\s+a\s+me|dal\s+canto\s+mio"
    r"|per\s+quanto\s+mi\s+riguarda|nel\s+mio\s+caso"
    r"|мне\s+бы|лично\s+(?:мне|я)|(?:мне|я)\s+лично|лично|что\s+(?:касается|до)\s+меня"
    r"|с\s+моей\s+стороны|в\s+моём\s+случае|в\s+моем\s+случае"
    r"|(?:أنا|انا)\s+شخصي(?:ًا|اً|ا)|شخصي(?:ًا|اً|ا)|من\s+(?:ناحيتي|جهتي|طرفي)|أما\s+(?:أنا|انا)|عن\s+نفسي"
)
_ALONE += "|" + _REGARD
_ME = rf"(?:{FOR_ME}|мне)"
# (a please may follow it: "Für mich bitte: …")
_PLEASE = r"(?:,?\s+(?:please|bitte|por\s+favor|porfa|per\s+favore|s['’]il\s+(?:te|vous)\s+pla[iî]t|пожалуйста))?"

_HEADED = re.compile(
    # the heading alone before its colon or dash
    rf"^\s*(?:{_ME}){_PLEASE}\s*[:：—–]"
    # or the first short sentence closed by it, what it is about in at most three words before it
    rf"|^\s*(?:[^\W\d_]+\s+){{1,3}}{_ME}\s*[.!]\s",
    re.I,
)
_HEADED_ALONE = re.compile(rf"^\s*(?:{_ALONE}){_PLEASE}\s*[:：—–]", re.I)
# (review of the twenty-ninth round, G3) the bare heading is also how a pasted chat names its
# speakers ("Me: can we talk?\nBoss: All PRs need two reviews from now on."): another speaker's
# name before a colon after it, at a line's start or a sentence's, makes the message a transcript,
# and a rule said as "we" after it ("Ich: Wir deployen immer dienstags.") is the team's, not the
# speaker's own want
_ANOTHER_SPEAKER = re.compile(r"(?:\n|[.!?]\s)\s*[A-ZÀ-ÖØ-ÞА-ЯЁ][\w'’-]{0,20}\s*[:：]")
_WE = re.compile(
    r"\s*(?:we|we['’](?:re|ve|ll)|wir|nous|nosotros|nosotras|noi|мы|نحن|احنا|إحنا)(?!\w)",
    re.I,
)
# (thirtieth round: French's "on" before its verb, "Moi : on passe en revue les PR le lundi"; review
# of the thirtieth round, 8: after a French heading only, never English's or German's "on mobile",
# "Me: on mobile, always keep answers short.", "Ich: on mobile immer kurze Antworten.")
_FRENCH_HEADING = re.compile(r"^\s*(?:moi|pour\s+ma\s+pomme)\b", re.I)
_ON = re.compile(
    r"\s*on\s+(?!the\b)(?:ne\b|n['’]|[a-zàâçéèêëîïôûù]+(?:e|es|ent|ons|ait|a)\b)", re.I
)
# (review of the thirtieth round, 7) "we" said by the verb alone, its pronoun dropped, as the
# clause's verb: its first word or the one after an adverb ("Yo: siempre usamos tabs.", "Io:
# facciamo sempre il deploy.", "Я: всегда деплоим по пятницам.", "أنا: دايمًا بنعمل ديبلوي"): Spanish
# -amos/-emos/-imos unaccented (not "últimos"), Italian -iamo, Russian -ем/-ём/-им but not a
# pronoun's form nor a word after a preposition ("с синим фоном"), Arabic's spoken ب + ن present
# (not "بنفس", the same, nor "بنت", "بنك")
_WE_VERB = re.compile(
    r"\s*(?:[^\W\d_][\w\u064b-\u065f]*\s+)?(?<!\bс\s)(?<!\bв\s)(?<!\bпо\s)(?<!\bна\s)(?<!\bсо\s)"
    r"(?:[a-zñ]+(?:amos|emos|imos)|[a-zàèéìòù]+iamo"
    r"|(?!(?:всем|тем|чем|кем|нем|ним|им|моим|твоим|своим|нашим|вашим|этим|одним|каким|таким)\b)"
    r"[а-яё]+(?:ем|ём|им)"
    r"|بن(?!فس|ت\b|ك\b)[\u0621-\u064a]{3,})(?!\w)",
    re.I,
)
# (review of the thirtieth round, 7) "Yo" is also English's greeting ("Yo: always squash commits
# before merging." is the team's rule told): the heading only when what follows is not plainly
# another language than Spanish
_SPANISH_ONLY = re.compile(r"^\s*yo\b", re.I)


def _other_than_spanish(rest: str) -> bool:
    """What follows the heading is plainly written in a language other than Spanish."""
    tables = lexicons_for(rest)
    return bool(tables) and "es" not in {
        lex.code for lex in own_language(rest, group_for(tables)).lexicons
    }


# (review of the thirty-second round, D) a phrase of regard ("As for me:", "Personally:", "Perso :",
# "Was mich angeht:", "Лично:") also heads the speaker's view of the work ("As for me: all PRs in
# this project need two approvals from now on.", "On my end: always run the migrations before
# merging to main."): after it, the rule is the speaker's own only where it names a way of being
# answered (ANSWER_WAY) and names no project, repo, team or "we" of theirs; else it reads as at the
# start (the Space scope)
_REGARD_HEADING = re.compile(rf"^\s*(?:{_REGARD}){_PLEASE}\s*[:：—–]", re.I)
# the Arabic article and its leading particles before a noun ("والتفاصيل", "بجمل", "بالكيلومتر")
_AR = r"(?:و|ف)?(?:ب|ل|ك)?(?:ال)?"
ANSWER_WAY = re.compile(
    # English
    r"(?<![\w'’])(?:repl(?:y|ies)|answer\w*|respon(?:d|ds|se|ses)|jargon|slang|idioms?|examples?"
    r"|headings?|headers?|bullet\w*|lists|units|metric|imperial|kilomet\w+|kilomètres|miles|celsius|fahrenheit"
    r"|format\w*|language|length|sentences|paragraphs?|emojis?|tables|tone|summar(?:y|ies)|tl;?dr"
    r"|details|explain\w*|explanations?|preambles?|intros?|introductions?|caps|capitals|font"
    r"|abbreviations?|acronyms?|code\s+blocks?|step\s+by\s+step"
    r"|(?:plain|simple|easy|short|big|long|fancy|hard|difficult|technical)\s+words"
    r"|(?:per|a|each|one)\s+line|(?:am|a\.m\.)\s+(?:or|ni|o|oder|или|ou)\s+(?:de\s+)?(?:pm|p\.m\.)"
    r"|(?:large|big|bigger|larger|small)\s+(?:print|type|letters)|grams"
    # French
    r"|répon(?:se|ses|ds|dre|dez)\w*|exemples?|titres|puces|listes|unités|langue|longueur|phrases"
    r"|paragraphes?|émojis?|tableaux|résumés?|détails|expli\w+|expressions\s+idiomatiques|argot"
    r"|préambules?|majuscules|abréviations?|sigles?|étape\s+par\s+étape"
    r"|mots\s+(?:simples|courts|compliqués|techniques|savants)|par\s+ligne"
    r"|caractères|grammes|(?:sur|en)\s+(?:vingt-quatre|24)\s+heures"
    # German
    r"|antwort\w*|fachbegriff\w*|fachjargon|fachchinesisch|beispiel\w*|überschrift\w*|listen"
    r"|aufzählung\w*|stichpunkt\w*|einheiten|sprache|länge|sätze[n]?|absätze|tabellen|zusammenfassung"
    r"|einzelheiten|erklär\w*|redewendung\w*|vorrede\w*|einleitung\w*|großbuchstaben|abkürzung\w*"
    r"|schritt\s+für\s+schritt|(?:einfache|kurze|schwierige)n?\s+wörter\w*|pro\s+zeile"
    r"|buchstaben|gramm"
    # Spanish
    r"|respuestas?|respónde\w*|responde\w*|jerga|tecnicismos|ejemplos?|títulos|encabezados|listas"
    r"|viñetas|unidades|formato|idioma|longitud|frases|oraciones|párrafos?|tablas|resumen|detalles"
    r"|explica\w*|modismos|preámbulos?|mayúsculas|siglas|abreviaturas|paso\s+a\s+paso"
    r"|palabras\s+(?:sencillas|simples|cortas|difíciles|técnicas)|por\s+línea|kilómetros"
    r"|letra\s+(?:grande|más\s+grande|pequeña)|gramos"
    # Italian
    r"|rispost[ae]|rispond\w*|gergo|esempi|esempio|titoli|elenchi|liste|puntati|unità|lingua"
    r"|lunghezza|frasi|paragrafi|tabelle|riassunto|sintesi|dettagli|spiega\w*|spiegh\w*"
    r"|spiegazion\w*|modi\s+di\s+dire|preamboli|maiuscole|sigle|abbreviazioni|passo\s+passo"
    r"|parole\s+(?:semplici|brevi|difficili|tecniche)|per\s+riga|chilometri"
    r"|caratteri|grammi"
    # Russian
    r"|ответ\w*|отвеча\w*|жаргон\w*|пример\w*|заголов\w*|строк[уиа]|списк\w*|единиц\w*|формат\w*"
    r"|длин[ауы]|фраз\w*|предложени\w*|абзац\w*|эмодзи|смайл\w*|таблиц\w*|подробност\w*|детал\w*"
    r"|объясн\w*|идиом\w*|вступлени\w*|заглавн\w*|капс\w*|шрифт\w*|сокращени\w*|аббревиатур\w*"
    r"|по\s+шагам|(?:простые|простых|простыми|сложные|сложных)\s+слов\w*|километр\w*|грамм\w*"
    rf"|{_AR}(?:جواب|أجوبة|اجوبة|إجابة|اجابة|إجابات|اجابات|ردود|مصطلحات|أمثلة|امثلة|أمثال|امثال|عناوين"
    r"|سطر|أسطر|قوائم|نقطية|وحدات|تنسيق|جمل|فقرات|إيموجي|ايموجي|جداول|ملخص|تفاصيل|شرح|مقدمات"
    r"|اختصارات|كيلومتر|غرامات|جرامات|كلمات\s+بسيطة|خط\s+(?:كبير|أكبر|اكبر|واضح))"
    r"|جاوب\w*|اشرح\w*|خطوة\s+خطوة|ساعات\s+الأربع\s+وعشرين"
    r")(?![\w'’])",
    re.I,
)
# the work of a team named after a phrase of regard: its project, repo, codebase or team
_THE_WORK = re.compile(
    r"(?<!\w)(?:projects?|repos?|repositor(?:y|ies)|codebase|team|we|us|our"
    r"|projets?|dépôts?|équipe|nous|notre|nos"
    r"|projekt\w*|repositor\w*|team\w*|wir|uns|unser\w*"
    r"|proyectos?|repositorios?|equipo|nosotros|nuestr\w*"
    r"|progett\w*|squadra|noi|nostr\w*"
    r"|проект\w*|репозитор\w*|команд\w*|мы|нас|наш\w*"
    rf"|{_AR}(?:مشروع|ريبو|فريق)|نحن|احنا|إحنا)(?!\w)",
    re.I,
)


def headed(view: str) -> bool:
    """The message (its masked view) opens with the speaker named as whom what follows is for."""
    if _HEADED.search(view) is not None:
        return True
    alone = _HEADED_ALONE.match(view)
    if alone is None:
        return False
    rest = view[alone.end() :]
    if _SPANISH_ONLY.match(view) and _other_than_spanish(rest):
        return False
    if _REGARD_HEADING.match(view) and (
        ANSWER_WAY.search(rest) is None or _THE_WORK.search(rest) is not None
    ):
        return False
    return (
        _ANOTHER_SPEAKER.search(rest) is None
        and _WE.match(rest) is None
        and _WE_VERB.match(rest) is None
        and not (_FRENCH_HEADING.match(view) and _ON.match(rest))
    )


# the heading before its colon, for colon headings only (curt_wants.py reads what follows it)
_COLON_HEADED = re.compile(rf"^\s*(?:{_ME}){_PLEASE}\s*[:：—–]", re.I)


def heading_end(view: str) -> int | None:
    """Where the speaker's heading before its colon ends, when the message is `headed` by one."""
    found = _COLON_HEADED.match(view) or _HEADED_ALONE.match(view)
    return None if found is None or not headed(view) else found.end()
