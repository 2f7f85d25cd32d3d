"""The parts of an explicit request (SPEC §2.1), each language's given once: who speaks, the
head that asks for something to be kept (an attitude of liking or preferring, or a retention
request addressed to the agent), and the words that make it no request of the speaker's own.

requests.py reads a request by its structure from these parts, wherever the head stands in the
main clause: the speaker, an attitude and what it is for ("For anything touching money, I
personally prefer Decimal"), the attitude as a noun ("my preference is …", "我的偏好是 …"), a
retention request to the agent after any lead ("Going forward, write this down: …", "Le pido
que recuerde que …"), or the head closing the sentence and pointing back at what was said
("…, so keep that in mind", "…って覚えておいて", "…는 게 좋아요"). A language that puts its verb
last (Japanese, Korean) or says a liking after what is liked ("…我会很开心") has its heads in
`tail`. Every pattern is behind `cue`, one search for a word of a head, so a sentence with none
costs one scan.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from app.domain.memory.judgement.ar_script import ax
from app.domain.memory.judgement.zh import zx

_NONE = re.compile(r"(?!x)x")


@dataclass(frozen=True)
class RequestParts:
    cue: tuple[str, ...]  # a stem of any head below, folded (`folded`): the test before any pattern
    prefer: tuple[
        re.Pattern[str], ...
    ]  # speaker (+ modifiers) + attitude, or the attitude's noun; "rest"
    remember: tuple[
        re.Pattern[str], ...
    ]  # retention asked of the agent (imperative, polite, future); "rest"
    asked: tuple[
        re.Pattern[str], ...
    ]  # retention asked as a polite question ("Could you make a note …?")
    tail: tuple[re.Pattern[str], ...]  # a head closing the sentence: what it keeps stands before it
    tail_form: str  # "remember" or "prefer" for `tail`, or "" where a group says which
    opening: re.Pattern[str]  # what stands before the content of a tail form (speaker, leads)
    refuse: re.Pattern[str]  # the language's own words of someone else, the past, a one-off
    one_off: re.Pattern[str] = _NONE  # one occasion named: no lasting preference, whatever form
    # the team's own way ("da noi", "chez nous", "저희는"): what a closing "keep that in mind"
    # points back at is then the team's rule, read as a rule (the corpus labels it suggest)
    team: re.Pattern[str] = _NONE


def _each(compile_, *alternatives: str) -> tuple[re.Pattern[str], ...]:
    """Each alternative compiled apart (each names its own "rest")."""
    return tuple(compile_(a) for a in alternatives)


def _rx(*alternatives: str) -> re.Pattern[str]:
    return re.compile("|".join(f"(?:{a})" for a in alternatives), re.I)


# Where a head may stand in the main clause: at the start or after a clause's punctuation.
_AT = r"(?:^|(?<=[,;:—–(]))\s*"
_END = r"\s*[.!！。…]*\s*$"


def _english() -> RequestParts:
    mods = (
        r"personally|really|generally|usually|honestly|always|definitely|much|strongly|"
        r"kind\s+of|kinda|also|do|fwiw|tbh|still|just|very\s+much|typically|normally|mostly"
    )
    retain = (
        r"remember|keep\s+in\s+mind|bear\s+in\s+mind|(?:make|take)\s+(?:a\s+)?(?:mental\s+)?note"
        r"(?:\s+of)?|note\s+down|note(?=\s+that\b)|write\s+(?:this\s+|it\s+|that\s+)?down|"
        r"jot\s+(?:this\s+|it\s+)?down|commit\s+(?:this\s+|it\s+)?to\s+memory"
    )
    future = (
        r"(?:"
        + r"for\s+(?:the\s+future|later|next\s+time|future\s+reference)|going\s+forward|from\s+now\s+on"
        + r")"
    )
    prefer = _each(
        _rx,
        # the speaker, modifiers, an attitude (in its inflections)
        r"\bi(?:\s+(?:" + mods + r"))*(?:"
        r"(?:['’]d|\s+would)?(?:\s+(?:" + mods + r"))*\s+(?:prefer|rather)(?!\s+not\b)|"
        r"\s+(?:like|love|enjoy|appreciate)\s+it\s+(?:when|if)|"
        r"(?:['’]m|\s+am)(?:\s+(?:always|really|very|so|quite|super|much))*\s+"
        r"(?:happy|glad|pleased|grateful|thankful)\s+(?:when|if)|"
        r"(?:['’]d|\s+would)\s+(?:love|like)\s+it\s+if|"
        r"\s+tend\s+to\s+(?:prefer|favou?r|go\s+(?:for|with)|lean\s+(?:towards?|to))|"
        r"\s+lean\s+(?:towards?|to)|\s+favou?r"
        r")\b\s*(?P<rest>.+)",
        # the attitude as a noun: "my preference is …", "fwiw my pref: …"
        r"\b(?:my|our)\s+(?:(?:personal|own|general|strong|usual)\s+)?pref(?:[ea]?r+[ea]n[cs]e)?"
        r"\s*(?:is|would\s+be|here\s+is|[:,—–-])\s*(?P<rest>.+)",
    )
    remember = _each(
        _rx,
        _AT + r"(?:(?:and|so|just|also|oh)\s+)*(?:please\s+)?(?:" + retain + r")\b(?!\s+to\b)"
        r"(?:\s+(?:this|that|it))?(?:\s+(?:"
        + future
        # what is kept is a clause: after "that" or a colon ("please remember the URL" keeps
        # nothing it says)
        + r"))?\s*(?:[:—–-]\s*|,\s*|that\s+)(?P<rest>.+)",
        r"\b(?:please|and|so)\s+(?:"
        + retain
        + r")\b(?!\s+to\b)\s*(?:[:—–-]\s*|,\s*|that\s+)(?P<rest>.+)",
        r"\bi\s+(?:(?:would|['’]d)\s+like|want|need|ask)\s+you\s+to\s+(?:" + retain + r")"
        r"\s*[:,]?\s*(?:that\s+)?(?P<rest>.+)",
    )
    asked = _each(
        _rx,
        r"^\s*(?:could|can|would|will)\s+you\s+(?:please\s+)?(?:" + retain + r")(?!\s+to\b)"
        r"(?:\s+(?:"
        + future
        + r"))?\s*[:,]?\s*(?:that\s+)?(?P<rest>.+?)\s*(?:,?\s*please)?\s*[?？]*\s*$",
    )
    tail = _each(
        _rx,
        r"[,;—–-]\s*(?:(?:so|and|please|just)\s+)*(?P<remember>"
        r"(?:keep|bear)\s+(?:that|this|it)\s+in\s+mind|remember\s+(?:that|this|it)|"
        r"(?:make\s+a\s+)?note\s+(?:of\s+)?(?:that|this|it)|write\s+(?:that|this|it)\s+down)"
        r"(?:\s+(?:" + future + r"))?(?:,?\s*please)?" + _END,
    )
    refuse = _rx(
        r"\bused\s+to\b|\bback\s+(?:in|when)\b|\bsometimes\b|\bi\s+(?:think|guess|suppose)\s+i\b"
    )
    one_off = _rx(
        r"\bthis\s+(?:one\s+)?time\b|\bjust\s+this\s+once\b|\bthis\s+particular\b|\bfor\s+now\b"
    )
    cue = (
        "pref",
        "rather",
        "like",
        "love",
        "enjoy",
        "happy",
        "glad",
        "pleas",
        "grate",
        "thank",
        "tend",
        "lean",
        "favo",
        "remember",
        "mind",
        "note",
        "write",
        "jot",
        "memory",
        "apprecia",
    )
    team = _rx(r"\bwe\b|\bhere\b|\bour\s+team\b|\bon\s+our\s+side\b")
    return RequestParts(cue, prefer, remember, asked, tail, "", _NONE, refuse, one_off, team)


def _french() -> RequestParts:
    retain = (
        r"retiens|retenez|souviens[-\s]toi|souvenez[-\s]vous|rappelle[-\s]toi|rappelez[-\s]vous|"
        r"note[sz]?(?:\s+bien)?(?=\s+(?:que|qu['’]))|prends\s+(?:bien\s+)?note|prenez\s+(?:bien\s+)?note|"
        r"garde[sz]?\s+(?:bien\s+)?(?:en\s+(?:tête|mémoire)|à\s+l['’]esprit)|m[ée]morise[sz]?|"
        r"n['’]oublie[sz]?\s+pas(?=\s+(?:que|qu['’]))|[ée]cris[-\s]toi|inscris"
    )
    future = (
        r"(?:" + r"pour\s+la\s+suite|à\s+l['’]avenir|pour\s+plus\s+tard|dorénavant|désormais" + r")"
    )
    prefer = _each(
        _rx,
        r"\b(?:je\s+|j['’])(?:(?:personnellement|perso|toujours|vraiment|franchement|plutôt|bien|"
        r"en\s+général|généralement|souvent)\s+)*(?:"
        r"pr[ée]f[èée]re(?:rais)?\b(?!\s+(?:ne\s+)?pas\b)|"
        r"aime(?:rais)?\s+(?:bien\s+|beaucoup\s+|vraiment\s+)?(?:mieux\s+)?(?=quand|lorsque|que|qu['’]|si\b|mieux)|"
        r"aime\s+mieux|adore\s+(?=quand|lorsque|que|qu['’])|"
        r"ai\s+tendance\s+à\s+(?:pr[ée]f[ée]rer|aimer(?:\s+mieux)?|choisir|privil[ée]gier|pencher)|"
        r"penche\s+(?:pour|vers)|privil[ée]gie|"
        r"suis\s+(?:toujours\s+|très\s+|vraiment\s+|bien\s+)*(?:content|ravi|heureux|heureuse)e?s?\s+"
        r"(?=quand|lorsque|si\b|que|qu['’])|"
        r"serais\s+(?:très\s+|vraiment\s+)?(?:content|ravi|heureux|heureuse)e?s?\s+(?=que|qu['’]|si\b))"
        r"(?:\s*(?:de\s+loin|toujours|plutôt|vraiment|nettement|largement)\b)*\s*(?P<rest>.+)",
        r"\bma\s+(?:pr[ée]f[ée]rence|préf)(?:\s+personnelle)?\s*(?:va\s+(?:à|aux?|vers)|,?\s*c['’]est|"
        r"est|[:,—–-])\s*(?P<rest>.+)",
    )
    remember = _each(
        _rx,
        _AT
        + r"(?:(?:et|donc|alors|aussi)\s+)*(?:s['’]il\s+te\s+plaît\s+|stp\s+)?(?:"
        + retain
        + r")"
        r"(?:\s+(?:bien|ceci|cela|ça))?(?:\s+(?:"
        + future
        + r"))?\s*[:,]?\s*(?:que\s+|qu['’])?(?P<rest>.+)",
        r"\b(?:je\s+(?:vous|te)\s+(?:prie|demande)\s+de|merci\s+de|je\s+voudrais\s+que\s+(?:tu|vous))\s+"
        r"(?:bien\s+)?(?:noter|notiez|notes|retenir|reteniez|retiennes|garder\s+(?:en\s+tête|à\s+l['’]esprit)|"
        r"prendre\s+note|m[ée]moriser|vous\s+souvenir|te\s+souvenir)\s*[:,]?\s*(?:que\s+|qu['’])?(?P<rest>.+)",
    )
    asked = _each(
        _rx,
        r"^\s*(?:pourrais[-\s]tu|pourriez[-\s]vous|peux[-\s]tu|pouvez[-\s]vous|tu\s+peux|vous\s+pouvez)\s+"
        r"(?:bien\s+)?(?:noter|retenir|garder\s+(?:en\s+tête|à\s+l['’]esprit)|prendre\s+note|m[ée]moriser)"
        r"\s*[:,]?\s*(?:que\s+|qu['’])?(?P<rest>.+?)\s*[?？]*\s*$",
    )
    tail = _each(
        _rx,
        r"[,;—–-]\s*(?:(?:et|donc|alors)\s+)?(?P<remember>"
        r"garde[sz]?[-\s](?:le|la|ça)\s+(?:bien\s+)?(?:en\s+(?:tête|mémoire)|à\s+l['’]esprit)|"
        r"retiens[-\s]le|retenez[-\s]le|note[sz]?[-\s]le|souviens[-\s]t['’]en|souvenez[-\s]vous[-\s]en)"
        r"(?:\s+(?:" + future + r"))?" + _END,
    )
    refuse = _rx(r"\bà\s+l['’]époque\b|\bcette\s+fois\b|\bparfois\b")
    cue = (
        "préf",
        "pref",
        "aime",
        "adore",
        "tendance",
        "penche",
        "privil",
        "content",
        "ravi",
        "heureu",
        "reti",
        "rete",
        "souv",
        "rappel",
        "note",
        "garde",
        "mémor",
        "memor",
        "oublie",
        "écri",
        "ecri",
        "inscri",
    )
    team = _rx(r"\bchez\s+nous\b|\bici\b|\bon\s+(?!a\b)\w+|\bnous\b")
    return RequestParts(cue, prefer, remember, asked, tail, "", _NONE, refuse, _NONE, team)


def _german() -> RequestParts:
    retain = (
        r"merk(?:e|t)?\s+(?:dir|euch)|merken\s+sie\s+sich|notier(?:e|t)?(?:\s+(?:dir|euch))?|"
        r"notieren\s+sie(?:\s+sich)?|schreib(?:e|t)?\s+(?:dir|euch)\s+(?:bitte\s+)?auf|"
        r"schreiben\s+sie\s+sich\s+(?:bitte\s+)?auf|behalte\s+(?:bitte\s+)?im\s+(?:kopf|hinterkopf)|"
        r"halte\s+(?:bitte\s+)?fest|denk\s+(?:bitte\s+)?dran"
    )
    future = (
        r"(?:" + r"für\s+(?:später|die\s+zukunft|künftig)|künftig|in\s+zukunft|ab\s+jetzt" + r")"
    )
    verb = (
        r"bevorzuge|mag\s+es(?:\s+lieber)?,?\s+(?=wenn)|mag\s+(?=lieber)|"
        r"finde\s+es\s+(?:gut|schön|toll|super|besser|angenehm),?\s+(?=wenn)|"
        r"freue\s+mich(?:\s+(?:immer|sehr|besonders|jedes\s+mal))*,?\s+(?=wenn)|"
        r"tendiere\s+(?:eher\s+)?(?:zu|dazu)|neige\s+(?:eher\s+)?(?:zu|dazu)|"
        r"habe\s+(?:es\s+)?(?:gern|gerne|lieber)|hätte\s+(?:es\s+)?(?:gern|gerne|lieber)|"
        r"(?:nehme|nutze|schreibe|arbeite|verwende|benutze|mag)\s+(?:\w+\s+){0,2}?lieber"
    )
    prefer = _each(
        _rx,
        # ich + verb, or (verb second) the verb + ich after a fronted part
        r"\bich(?:\s+(?:persönlich|ehrlich\s+gesagt|eigentlich|grundsätzlich|generell|meistens|immer))*"
        r"\s+(?:" + verb + r")\s*(?P<rest>.+)",
        r"\b(?:bevorzuge|tendiere|neige|mag|freue|finde|habe|hätte)\s+ich\b"
        r"(?:\s+(?:persönlich|eigentlich|grundsätzlich|generell|meistens|immer|mich|es|eher|zu|dazu))*\s*(?P<rest>.+)",
        r"\bmir\s+(?:ist|sind)\s+(?P<rest>.+?\blieber\b.*)",
        r"\b(?:mir\s+gefällt(?:\s+es)?|es\s+gefällt\s+mir|gefällt\s+(?:es\s+)?mir),?\s+(?=wenn)(?P<rest>.+)",
        r"\b(?:es\s+)?würde\s+mich\s+(?:sehr\s+)?freuen,?\s+(?=wenn)(?P<rest>.+)",
        r"\bmeine\s+(?:persönliche\s+)?(?:vorliebe|präferenz)\s*(?:ist|wäre|[:,—–-])\s*(?P<rest>.+)",
    )
    remember = _each(
        _rx,
        _AT
        + r"(?:(?:und|also|übrigens)\s+)*(?:bitte\s+)?(?:"
        + future
        + r"\s+)?(?:"
        + retain
        + r")"
        r"(?:\s+bitte)?(?:\s+(?:" + future + r"))?\s*[:,]?\s*(?:dass\s+)?(?P<rest>.+)",
        r"\bich\s+bitte\s+(?:dich|sie|euch),?\s+(?:sich\s+|dir\s+)?(?:zu\s+merken|zu\s+notieren|"
        r"im\s+hinterkopf\s+zu\s+behalten)\s*[:,]?\s*(?:dass\s+)?(?P<rest>.+)",
    )
    asked = _each(
        _rx,
        r"^\s*(?:könntest|kannst|würdest)\s+du\s+(?:dir\s+)?(?:bitte\s+)?(?:merken|notieren|aufschreiben|"
        r"im\s+(?:kopf|hinterkopf)\s+behalten)\s*[:,]?\s*(?:dass\s+)?(?P<rest>.+?)\s*[?？]*\s*$",
        r"^\s*(?:könnten|würden)\s+sie\s+(?:sich\s+)?(?:bitte\s+)?(?:merken|notieren|aufschreiben|"
        r"im\s+(?:kopf|hinterkopf)\s+behalten)\s*[:,]?\s*(?:dass\s+)?(?P<rest>.+?)\s*[?？]*\s*$",
    )
    tail = _each(
        _rx,
        r"[,;—–-]\s*(?:(?:also|und)\s+)?(?P<remember>"
        r"(?:behalte|behaltet|behalten\s+sie)\s+(?:das|es|dies)\s+(?:bitte\s+)?im\s+(?:kopf|hinterkopf|gedächtnis)|"
        r"(?:merk|merke|merkt)\s+(?:dir|euch)\s+(?:das|es)|merken\s+sie\s+sich\s+(?:das|es)|"
        r"notier(?:e|t)?\s+(?:dir\s+)?(?:das|es))(?:\s+bitte)?(?:\s+(?:" + future + r"))?" + _END,
    )
    refuse = _rx(r"\bfrüher\b|\bdamals\b|\bdiesmal\b|\bdieses\s+eine\s+mal\b|\bmanchmal\b")
    cue = (
        "bevorzug",
        "mag",
        "finde",
        "freue",
        "tendier",
        "neige",
        "gern",
        "lieber",
        "gefällt",
        "vorliebe",
        "präferenz",
        "merk",
        "notier",
        "schreib",
        "behalt",
        "halte",
        "denk",
    )
    team = _rx(r"\bbei\s+uns\b|\bhier\b|\bwir\b")
    return RequestParts(cue, prefer, remember, asked, tail, "", _NONE, refuse, _NONE, team)


def _spanish() -> RequestParts:
    retain = (
        r"recuerda|recuerde|recordá|acuérdate|acuérdese|acordate|"
        r"ten(?:ga|é)?\s+(?:en\s+cuenta|presente)|toma\s+nota|tome\s+nota|tomá\s+nota|"
        r"apunta(?:te)?|apunte|anota(?:te)?|anote|no\s+olvides(?=\s+que)|guarda\s+en\s+(?:la\s+)?memoria"
    )
    future = (
        r"(?:"
        + r"(?:a|de\s+cara\s+al|para\s+el)\s+futuro|de\s+aquí\s+en\s+adelante|en\s+adelante|para\s+más\s+adelante"
        + r")"
    )
    prefer = _each(
        _rx,
        r"(?:^|\b)(?:(?:yo|personalmente|siempre|normalmente|por\s+lo\s+general|en\s+general|la\s+verdad|"
        r"sinceramente)\s+)*(?:prefiero|preferiría|suelo\s+preferir|tiendo\s+a\s+(?:preferir|elegir|escoger)|"
        r"me\s+inclino\s+por|me\s+quedo\s+con)\b(?:\s+(?:siempre|mil\s+veces|claramente))*\s*(?P<rest>.+)",
        r"\b(?:a\s+mí\s+)?me\s+(?:gusta|gustan|encanta|encantan|alegra|agrada|hace\s+feliz|pone\s+contento)"
        r"(?:\s+(?:mucho|más|bastante|muchísimo))?\s+(?=cuando|que)(?P<rest>.+)",
        r"\b(?:estoy|quedo)\s+(?:muy\s+)?(?:content[oa]|feliz)\s+(?=cuando|si\b)(?P<rest>.+)",
        r"\bmi\s+preferencia(?:\s+personal)?\s*(?:es|sería|va\s+por|[:,—–-])\s*(?P<rest>.+)",
    )
    remember = _each(
        _rx,
        _AT + r"(?:(?:y|así\s+que|también|oye)\s+)*(?:por\s+favor\s+)?(?:" + retain + r")"
        r"(?:\s+(?:" + future + r"))?\s*(?=que\b|:|,)[:,]?\s*(?:que\s+)?(?P<rest>.+)",
        r"\b(?:le|te|les)\s+(?:pido|ruego|agradecería|agradezco)\s+que\s+(?:recuerde|recuerdes|recuerden|"
        r"tome|tomes|tenga|tengas|anote|anotes|apunte|apuntes)(?:\s+(?:nota|en\s+cuenta|presente))?"
        r"(?:\s+de)?\s*[:,]?\s*(?:que\s+)?(?P<rest>.+)",
    )
    asked = _each(
        _rx,
        r"^\s*¿?\s*(?:podrías|puedes|podría|puede|podrían)\s+(?:usted\s+)?(?:recordar|tomar\s+nota|anotar|apuntar|"
        r"tener\s+en\s+cuenta|tener\s+presente)(?:\s+de)?\s*[:,]?\s*(?:que\s+)?(?P<rest>.+?)\s*[?？]*\s*$",
    )
    tail = _each(
        _rx,
        r"[,;—–-]\s*(?:(?:y|así\s+que)\s+)?(?P<remember>"
        r"(?:tenlo|téngalo|tenganlo|tenelo)\s+(?:en\s+cuenta|presente)|recuérdalo|recuérdelo|"
        r"apúntalo|apúntelo|anótalo|anótelo)(?:\s+(?:" + future + r"))?" + _END,
    )
    refuse = _rx(r"\bantes\s+(?:prefer|me\s+gust)|\bhayas\b|\bhas\s+hecho\b|\ba\s+veces\b")
    one_off = _rx(r"\best[ea]\s+(?:\w+\s+)?concret[oa]\b|\besta\s+vez\b|\bsolo\s+(?:por\s+)?hoy\b")
    cue = (
        "prefer",
        "tiendo",
        "inclino",
        "quedo",
        "gust",
        "encant",
        "alegr",
        "agrad",
        "feliz",
        "content",
        "recuerd",
        "recordá",
        "acuérd",
        "acordate",
        "cuenta",
        "presente",
        "nota",
        "apunt",
        "anot",
        "olvides",
        "memoria",
    )
    team = _rx(r"\ben\s+el\s+equipo\b|\baquí\b|\bnosotros\b|\bentre\s+nosotros\b")
    return RequestParts(cue, prefer, remember, asked, tail, "", _NONE, refuse, one_off, team)


def _italian() -> RequestParts:
    retain = (
        r"ricorda(?:ti|tevi|te)?(?=\s+(?:che|bene|:))|si\s+ricordi|"
        r"tieni\s+(?:bene\s+)?(?:a\s+mente|presente)|tenga\s+(?:bene\s+)?(?:a\s+mente|presente)|"
        r"prendi\s+nota|prenda\s+nota|segna(?:ti)?(?=\s+che)|annota(?:ti)?(?=\s+che)|memorizza|"
        r"non\s+dimenticare(?=\s+che)"
    )
    future = (
        r"(?:"
        + r"per\s+il\s+futuro|d['’]ora\s+in\s+poi|da\s+qui\s+in\s+avanti|per\s+(?:le\s+)?prossime\s+volte"
        + r")"
    )
    prefer = _each(
        _rx,
        r"(?:^|\b)(?:(?:io|personalmente|sempre|di\s+solito|in\s+genere|onestamente|sinceramente)\s+)*"
        r"(?:preferisco|preferirei|tendo\s+a\s+preferire|sono\s+solit[oa]\s+preferire|propendo\s+per)\b"
        r"(?:\s+(?:sempre|di\s+gran\s+lunga|decisamente|di\s+solito))*\s*(?P<rest>.+)",
        r"\b(?:a\s+me\s+)?mi\s+(?:piace|piacciono|fa\s+piacere)(?:\s+(?:molto|tanto|di\s+più|parecchio))?\s+"
        r"(?=quando|se\b)(?P<rest>.+)",
        r"\b(?:adoro|sono\s+(?:content[oa]|felice)|sarei\s+(?:content[oa]|felice|grat[oa]))\s+"
        r"(?=quando|se\b)(?P<rest>.+)",
        r"\bla\s+mia\s+preferenza\s*(?:va|è|[:,—–-])\s*(?P<rest>.+)",
    )
    remember = _each(
        _rx,
        _AT
        + r"(?:(?:e|quindi|ah|anche)\s+)*(?:per\s+favore\s+)?(?:"
        + future
        + r"\s+)?(?:"
        + retain
        + r")"
        r"(?:\s+bene)?(?:\s+(?:" + future + r"))?\s*[:,]?\s*(?:che\s+)?(?P<rest>.+)",
        r"\b(?:le|ti|vi)\s+(?:chiedo|prego)\s+di\s+(?:ricordare|annotare|prendere\s+nota|tenere\s+(?:a\s+mente|presente)|"
        r"segnare|segnarti|memorizzare)(?:\s+(?:di|che))?\s*[:,]?\s*(?:che\s+)?(?P<rest>.+)",
        r"\bla\s+prego\s+di\s+(?:ricordare|annotare|prendere\s+nota|tenere\s+(?:a\s+mente|presente)|segnare)"
        r"(?:\s+(?:di|che))?\s*[:,]?\s*(?:che\s+)?(?P<rest>.+)",
    )
    asked = _each(
        _rx,
        r"^\s*(?:potresti|puoi|potrebbe|può)\s+(?:ricordare|annotare|prendere\s+nota|segnarti|tenere\s+a\s+mente)"
        r"(?:\s+(?:di|che))?\s*[:,]?\s*(?:che\s+)?(?P<rest>.+?)\s*[?？]*\s*$",
    )
    tail = _each(
        _rx,
        r"[,;—–-]\s*(?:(?:e|quindi)\s+)?(?P<remember>"
        r"(?:tienilo|tenetelo|lo\s+tenga)\s+(?:bene\s+)?(?:a\s+mente|presente)|ricordatelo|segnatelo|"
        r"annotalo|prendine\s+nota)(?:\s+(?:" + future + r"))?" + _END,
    )
    refuse = _rx(r"\bda\s+(?:studente|ragazz)|\bquesta\s+volta\b|\ballora\b|\ba\s+volte\b")
    cue = (
        "prefer",
        "propendo",
        "piac",
        "adoro",
        "content",
        "felice",
        "grat",
        "ricord",
        "tien",
        "tenga",
        "nota",
        "segna",
        "annota",
        "memorizz",
        "dimentic",
    )
    team = _rx(r"\bda\s+noi\b|\bqui\b|\bnoi\b|\bnel\s+team\b")
    return RequestParts(cue, prefer, remember, asked, tail, "", _NONE, refuse, _NONE, team)


def _russian() -> RequestParts:
    retain = (
        r"запомни(?:те)?|запиши(?:те)?(?:\s+себе)?|имей(?:те)?\s+в\s+виду|учти(?:те)?|"
        r"прими(?:те)?\s+к\s+сведению|возьми(?:те)?\s+на\s+заметку|отметь(?:те)?(?:\s+себе)?|"
        r"не\s+забывай(?:те)?|держи(?:те)?\s+в\s+голове"
    )
    future = r"(?:" + r"на\s+будущее|впредь|на\s+потом|в\s+дальнейшем" + r")"
    prefer = _each(
        _rx,
        r"(?:^|\b)(?:(?:я|лично|обычно|всегда|честно\s+говоря|вообще|скорее)\s*,?\s+)*"
        r"(?:предпочитаю|предпоч[её]л\s+бы|предпочла\s+бы|склоняюсь\s+к|склон(?:ен|на)\s+(?:к|предпочитать)|"
        r"люблю,?\s+(?=когда))\s*(?P<rest>.+)",
        r"\bмне\s+(?:больше\s+|очень\s+|всегда\s+)?(?:нравится|нравятся|по\s+душе|приятно),?\s+(?=когда|если)(?P<rest>.+)",
        r"\b(?:я\s+)?(?:всегда\s+|очень\s+)?(?:рад|рада|буду\s+рад[а]?|был\s+бы\s+рад|была\s+бы\s+рада),?\s+"
        r"(?=когда|если)(?P<rest>.+)",
        r"\b(?:моё|мое)\s+(?:личное\s+)?предпочтение\s*(?:[—:,-]\s*(?:это\s+)?|это\s+)(?P<rest>.+)",
    )
    remember = _each(
        _rx,
        _AT
        + r"(?:(?:и|так\s+что|кстати)\s*,?\s+)*(?:пожалуйста,?\s+)?(?:"
        + future
        + r"\s*,?\s+)?(?:"
        + retain
        + r")"
        r"(?:\s+(?:" + future + r"))?\s*(?=,?\s*что|:|—|,)[:,—]?\s*(?:что\s+)?(?P<rest>.+)",
        r"\b(?:прошу|попрошу)\s+(?:вас|тебя)?\s*(?:запомнить|записать|учесть|иметь\s+в\s+виду|"
        r"принять\s+к\s+сведению|отметить)\s*[:,]?\s*(?:что\s+)?(?P<rest>.+)",
    )
    asked = _each(
        _rx,
        r"^\s*(?:можешь|можете|мог\s+бы|могли\s+бы)\s+(?:ты\s+|вы\s+)?(?:запомнить|записать|учесть|отметить)"
        r"\s*[:,]?\s*(?:что\s+)?(?P<rest>.+?)\s*[?？]*\s*$",
    )
    tail = _each(
        _rx,
        r"[,;—–-]\s*(?:(?:так\s+что|и)\s+)?(?P<remember>"
        r"имей(?:те)?\s+(?:это\s+)?в\s+виду|запомни(?:те)?(?:\s+это)?|учти(?:те)?\s+это|запиши(?:те)?\s+это)"
        r"(?:\s+(?:" + future + r"))?" + _END,
    )
    refuse = _rx(r"\bраньше\b|\bкогда-то\b|\bв\s+этот\s+раз\b|\bиногда\b")
    cue = (
        "предпоч",
        "склон",
        "люблю",
        "нрав",
        "душе",
        "приятно",
        "рад",
        "рада",
        "запомн",
        "запиш",
        "виду",
        "учти",
        "сведен",
        "заметк",
        "отметь",
        "забыва",
        "голове",
        "прошу",
    )
    team = _rx(r"\bу\s+нас\b|\bздесь\b|\bмы\b")
    return RequestParts(cue, prefer, remember, asked, tail, "", _NONE, refuse, _NONE, team)


def _arabic() -> RequestParts:
    future = r"(?:" + r"للمستقبل|مستقبلا|من\s+الآن\s+فصاعدا|بعدين" + r")"
    retain = (
        r"تذكر|تذكري|تذكروا|خلي\s+(?:هذا\s+|هاد\s+|ده\s+)?في\s+بالك|ضع\s+في\s+اعتبارك|"
        r"سجل(?:\s+عندك)?|دون(?:\s+عندك)?|اكتب(?:ها)?\s+عندك|خذ\s+علما"
    )
    prefer = _each(
        ax,
        r"(?:^|(?<=[\s،,]))(?:(?:أنا|شخصيا|عادة|دائما|بصراحة|غالبا)\s+)+"
        r"(?:أفضل|بفضل|أحبذ)(?![\u0621-\u064a])\s*(?P<rest>.+)",
        r"(?:^|(?<=[\s،,]))(?:أفضّل|بفضّل|أميل\s+(?:إلى|ل)|أحبذ)(?![\u0621-\u064a])\s*(?P<rest>.+)",
        r"^\s*أفضل\s+(?P<rest>(?!من\s).+\sعلى\s.+)",
        r"(?:^|(?<=[\s،,]))(?:(?:أنا|شخصيا|عادة|دائما|بصراحة)\s+)*"
        r"(?:يعجبني|بيعجبني|بحب|أحب|يسعدني|بيسعدني|يفرحني|بكون\s+مبسوط)\s+(?=لما|عندما|حين|لو)(?P<rest>.+)",
        r"تفضيلي(?:\s+الشخصي)?\s*(?:هو|هي|[:،,—-])\s*(?P<rest>.+)",
    )
    remember = _each(
        ax,
        r"(?:^|(?<=[،,:]))\s*(?:(?:و|ف)\s*)?(?:من\s+فضلك\s+)?(?:" + retain + r")"
        r"(?:\s+(?:"
        + future
        + r"))?\s*(?=أن|ان|إن|بأن|:|،|,)[:،,]?\s*(?:أن\s+|ان\s+|إن\s+|بأن\s+)?(?P<rest>.+)",
        r"(?:أرجو|ارجو|أطلب|نرجو|رجاء)\s+(?:منك|منكم)?\s*(?:أن\s+)?(?:تتذكر|تدون|تسجل|تحفظ|تكتب|"
        r"تضع\s+في\s+اعتبارك|تأخذ\s+علما)(?:\s+عندك)?\s*[:،,]?\s*(?:أن\s+|بأن\s+)?(?P<rest>.+)",
    )
    asked = _each(
        ax,
        r"^\s*(?:ممكن|هل\s+يمكنك|بتقدر|ممكن\s+تتفضل)\s+(?:تتذكر|تسجل|تدون|تكتب)(?:\s+عندك)?"
        r"\s*[:،,]?\s*(?:أن\s+|بأن\s+)?(?P<rest>.+?)\s*[?؟]*\s*$",
    )
    tail = _each(
        ax,
        r"[،,;]\s*(?:ف|و)?\s*(?P<remember>خلي\s+(?:هذا|هاد|ده|هذه|هادا)\s+في\s+بالك|تذكر\s+(?:هذا|ذلك)|"
        r"ضع\s+(?:هذا|ذلك)\s+في\s+اعتبارك|سجل(?:ها|ه)\s+عندك)(?:\s+(?:"
        + future
        + r"))?\s*[.!؟]*\s*$",
    )
    refuse = ax(r"كنت|في\s+الماضي|زمان|هذه\s+المرة|أحيانا")
    cue = (
        "فضل",
        "ميل",
        "حبذ",
        "عجب",
        "حب",
        "سعد",
        "فرح",
        "مبسوط",
        "ذكر",
        "بالك",
        "اعتبار",
        "سجل",
        "دون",
        "كتب",
        "حفظ",
        "علما",
        "رجو",
        "رجاء",
        "طلب",
    )
    team = ax(r"عندنا|هنا|نحن|فريقنا")
    return RequestParts(cue, prefer, remember, asked, tail, "", _NONE, refuse, _NONE, team)


def _chinese() -> RequestParts:
    speaker = r"(?:我们?|俺|本人)(?:个人|自己)?"
    mods = r"(?:一般|通常|平时|其实|还是|比较|更|挺|蛮|很|真的|特别|非常|也|都|向来|一向|始终|就)*"
    retain = (
        r"记住|记下(?:来)?|记一下|记着|记在心里|记好|记低|帮我记(?:一下|着|住|下|低)?|放在心上|"
        r"心里有(?:个)?数|备注一下|写下来"
    )
    prefer = _each(
        zx,
        speaker + mods + r"(?:喜欢|偏好|倾向于?|偏向于?|偏爱|宁愿|宁可|钟意|中意|爱)(?P<rest>.+)",
        r"(?:我|我个人)的(?:个人)?(?:偏好|喜好|口味|习惯)(?:是|：|:|，|,)\s*(?P<rest>.+)",
    )
    remember = _each(
        zx,
        r"(?:^|(?<=[，,：:、]))\s*(?:以后|今后|往后|将来|之后)?(?:请|麻烦(?:你|您)|拜托)?(?:你|您)?(?:帮我)?"
        r"(?:" + retain + r")(?:哦|啊|喔|吧|啦)?\s*[：:，,]\s*(?P<rest>.+)",
    )
    tail = _each(
        zx,
        r"(?P<remember>[，,]?\s*(?:这个|这点|这一点|这件事|这些)?(?:你|您)?(?:请|要)?(?:"
        + retain
        + r")"
        r"(?:哦|啊|喔|吧|啦|了)?)[。！!]*\s*$",
        r"(?P<prefer>[，,]?\s*(?:的话)?\s*(?:"
        + speaker
        + r")(?:会|就)?(?:很|挺|会很|非常|特别|超)?"
        r"(?:开心|高[兴興]|满意|感激)(?:的)?(?:哦|啊|了)?)[。！!]*\s*$",
    )
    # the speaker's own lead ("说实话", "老實說", "对了") and a condition of a closing liking
    opening = zx(
        r"^\s*(?:(?:说实话|老实说|说真的|坦白(?:说|讲)|讲真|其实|话说|对了|顺带一提)[，,\s]*)?"
        r"(?:如果|要是|假如)?"
    )
    refuse = zx(
        r"以前|过去|那时|当年|曾经|这次|这一次|这个(?:文件|PR|提交|分支)|同事|朋友|他们?|她们?|老板|领导|"
        r"记得.{0,12}吗|还记得|有时|偶尔|我觉得我|我感觉我"
    )
    cue = (
        "喜欢",
        "喜歡",
        "偏好",
        "倾向",
        "傾向",
        "偏向",
        "偏爱",
        "偏愛",
        "宁愿",
        "寧願",
        "宁可",
        "寧可",
        "钟意",
        "鍾意",
        "鐘意",
        "中意",
        "爱",
        "愛",
        "习惯",
        "習慣",
        "记",
        "記",
        "心上",
        "有数",
        "有數",
        "备注",
        "備註",
        "写下",
        "寫下",
        "开心",
        "開心",
        "高兴",
        "高興",
        "满意",
        "滿意",
        "感激",
    )
    team = zx(r"我们|咱们|这里")
    return RequestParts(cue, prefer, remember, (), tail, "", opening, refuse, _NONE, team)


def _japanese() -> RequestParts:
    retain = (
        r"覚えて(?:おいて|置いて)?|覚えといて|メモして(?:おいて)?|メモっといて|頭に入れて(?:おいて)?|"
        r"頭の片隅に(?:置いて|入れて)(?:おいて)?|心に留めて(?:おいて)?|忘れないで|記録して(?:おいて)?"
    )
    polite = r"(?:ください|下さい|ね|もらえますか|もらえる|くれる|くれますか|いただけますか|ほしい|欲しい|ほしいです)?"
    tail = _each(
        _rx,
        r"(?P<remember>(?:(?:って|と|ことを|のを|ので|から)[、,]?)?\s*(?:"
        + retain
        + r")"
        + polite
        + r")[。！!？?ねよ]*\s*$",
        r"(?P<prefer>(?:(?:の|こと|ほう|方)が(?:一番|すごく|とても|結構)?(?:好き|好み)(?:です|だ|なんです|なんだ)?(?:ね|よ)?|"
        r"(?:の|こと)を好む(?:傾向があります|傾向にあります|ほうです|方です)?|"
        r"を好む(?:傾向があります|傾向にあります|ほうです|方です)|"
        # received in a form ("箇条書きでもらえると嬉しい"): a liking; "…にしてもらえると嬉しい"
        # (the agent doing it) is the table's polite request frame, a rule (sixth round)
        r"(?<![んいし])で(?:もらえる|いただける|もらえれば|いただければ)と?"
        r"(?:嬉しい|うれしい))(?:です)?)[。！!]*\s*$",
    )
    prefer = _each(
        _rx,
        r"^\s*(?:(?:私|僕|俺|自分|わたし)(?:の|的な)?|個人的な)\s*好み(?:として)?(?:は|だと|で言うと)[、,\s]*(?P<rest>.+)",
    )
    opening = _rx(
        r"^\s*(?:(?:ちなみに|一応|念のため|今後のために|今後は|今後|これから(?:は)?|正直(?:に言うと)?|"
        r"個人的には|私は|僕は|俺は|自分は|わたしは)[、,\s]*)*"
    )
    refuse = _rx(
        r"さん(?:は|が|も)|同僚|先輩|上司|彼(?:女)?(?:は|が)|みんな(?:は|が)|昔|以前|当時|時々|たまに"
    )
    one_off = _rx(r"今回|今日だけ|この(?:PR|ファイル|コミット|ブランチ)|に限って")
    cue = (
        "好き",
        "好み",
        "好む",
        "嬉し",
        "うれし",
        "覚え",
        "メモ",
        "頭に",
        "頭の",
        "心に",
        "忘れ",
        "記録",
    )
    team = _rx(r"うちの|ここでは|弊社|私たち|我々|チームでは")
    return RequestParts(cue, prefer, (), (), tail, "", opening, refuse, one_off, team)


def _korean() -> RequestParts:
    tail = _each(
        _rx,
        r"(?P<remember>(?:기억해\s?(?:둬요|둬|두세요|두십시오|줘|주세요|주십시오)|기억하세요|"
        r"염두에\s?(?:두세요|둬|둬요|두십시오)|적어\s?(?:둬|둬요|두세요|놔|놓으세요)|"
        r"메모해\s?(?:둬|둬요|두세요|주세요)|참고해\s?(?:둬|둬요|두세요)|알아\s?(?:둬|둬요|두세요)))"
        r"[.!~]*\s*$",
        r"(?P<prefer>(?:(?:게|걸|것을|것이|편이|쪽이|쪽을)\s?)?(?:더\s?|제일\s?|가장\s?)?"
        r"(?:선호해요|선호합니다|선호해|선호하는\s?편이에요|선호하는\s?편입니다|선호하는\s?편이야)|"
        # a liking needs a way of doing before it ("…는 게 좋아요"): "이번 달이 더 좋아요" compares
        r"(?:게|걸|것이|것을|편이|쪽이|쪽을)\s?(?:더\s?|제일\s?|가장\s?)?"
        r"(?:좋아요|좋아해요|좋아합니다|좋습니다|좋더라고요|좋아))"
        r"[.!~]*\s*$",
    )
    prefer = _each(
        _rx,
        r"^\s*(?:제|내|저의|나의|개인적인)\s*(?:취향|선호|스타일)(?:으로는|은|는|이|:)\s*[,:]?\s*(?P<rest>.+)",
    )
    opening = _rx(
        r"^\s*(?:(?:참고로|앞으로(?:는)?|나중을\s?위해(?:서)?|앞으로를\s?위해(?:서)?|솔직히|개인적으로(?:는)?|"
        r"저는|전|나는|난|제가|내가)[,\s]*)*"
    )
    refuse = _rx(
        r"동료|팀장|선배|친구|(?:씨|님)(?:는|은|가|이|도)|그는|그녀는|예전|옛날|이번(?:\s?PR|에만)|"
        r"어제보다|언제였|기억나|가끔|때때로"
    )
    cue = ("선호", "좋", "취향", "기억", "염두", "적어", "메모", "참고해", "알아")
    team = _rx(r"저희|우리|여기서")
    return RequestParts(cue, prefer, (), (), tail, "", opening, refuse, _NONE, team)


_ARABIC_FOLD = str.maketrans(
    {
        **{chr(c): None for c in range(0x064B, 0x0653)},
        "\u0640": None,
        "أ": "ا",
        "إ": "ا",
        "آ": "ا",
        "ى": "ي",
    }
)


def folded(code: str, probe: str) -> str:
    """The sentence as the cue stems are written: lower case; Arabic without its diacritics,
    tatweel and hamza seats (one C-level pass each, no pattern)."""
    if code == "ar":
        return probe.translate(_ARABIC_FOLD)
    return probe.lower()


_BUILDERS = {
    "en": _english,
    "fr": _french,
    "de": _german,
    "es": _spanish,
    "it": _italian,
    "ru": _russian,
    "ar": _arabic,
    "zh": _chinese,
    "ja": _japanese,
    "ko": _korean,
}


# Languages written with spaces between words whose heads start a word: their cue is the first
# four letters of each stem (a shorter stem is a whole word), tested against the sentence's
# words' first four letters as one set.
_BY_WORD = frozenset({"en", "fr", "de", "es", "it", "ru"})


@cache
def word_cue(code: str) -> frozenset[str] | None:
    """The first four letters of the language's head stems, or None where the cue is tested
    as substrings (Arabic with its attached particles, Chinese, Japanese, Korean)."""
    parts = parts_of(code)
    if parts is None or code not in _BY_WORD:
        return None
    return frozenset(stem[:4] for stem in parts.cue)


@cache
def parts_of(code: str) -> RequestParts | None:
    """The language's parts, compiled on first use."""
    build = _BUILDERS.get(code)
    return build() if build else None
