"""A habit of a time gone by, told with "never" (fr, de, es, it, ru, ar; the twenty-fifth round's
west): "Früher hat das Team an Wochenenden nie deployt", "Autrefois, on ne mettait jamais une
version en ligne …", "Hace años … nunca se desplegaba …", "Una volta … non si faceva mai …",
"Раньше … никогда не деплоили …", "في الماضي لم نكن ننشر أبداً …". The "never" is how it was then,
not a refusal now: told.told_or_asked takes every "never" for something asked (its _ASKS_ANY), so
such a sentence was read as a rule (a push "never" made, read as one refused) or left in doubt. It
asks nothing of any output (reader.read_words, reader.asks_nothing).

Only one sentence that names the time gone by, says "never" and puts a verb in the past, with
nothing beside it that asks, refuses or says what holds now ("jetzt", "désormais", "so", "since"):
"Früher haben wir nie am Freitag deployt, ab jetzt gilt das wieder" stays a rule."""

from __future__ import annotations

import re

from app.domain.compliance.lexicon import Lazy, table

# The time gone by, named ("früher", "damals", "autrefois", "dans l'ancienne équipe", "hace años",
# "antes,", "una volta", "anni fa", "раньше", "в старой команде", "في الماضي", "زمان"). "antes"
# only before a comma: "antes de desplegar, nunca …" is a rule's before, not a time gone by.
_GONE_BY = table(
    r"früher;damals;einst;vor\s+(?:\w+\s+)?jahren;im\s+alten\s+\w+;in\s+der\s+alten\s+\w+;"
    r"autrefois;jadis;à\s+l'époque;du\s+temps\s+d\w*;dans\s+l'ancien\w*\s+\w+;il\s+y\s+a\s+(?:des|quelques|\w+)\s+ans;"
    r"hace\s+(?:tiempo|años|mucho|\w+\s+años);antes(?=\s*,);en\s+aquella\s+época;en\s+otros\s+tiempos;"
    r"una\s+volta;anni\s+fa;tempo\s+fa;un\s+tempo;ai\s+tempi\s+d\w*;"
    r"раньше;когда-то;прежде;в\s+(?:старой|прежней|старом|прежнем)\s+\w+;в\s+былые\s+времена;(?:лет|год\w*)\s+назад;"
    r"في\s+الماضي;في\s+السابق;سابقا;فيما\s+مضى;قديما;(?<![\u0600-\u06ff])زمان(?![\u0600-\u06ff])"
)
# "Never" ("nie", "keiner je", "jamais", "nunca", "jamás", "non … mai", "никогда", "أبداً", Egyptian
# "ما … خالص"); the Italian "mai" only after its negation ("Mai" is also May, in German).
# (The table's items with an elided "n'" match where a word follows, as word_tables says.)
_NEVER = table(
    r"nie;niemals;keiner\s+je;niemand\s+je;jamais;nunca;jamás;(?:non|nessuno)\s+(?:\S+\s+){0,3}?mai;"
    r"никогда;أبدا;(?<![\u0600-\u06ff])خالص(?![\u0600-\u06ff])"
    # and its kin, nothing or nobody ever ("Du temps de l'ancien fondeur, rien ne partait en
    # production un vendredi", "Früher hat niemand …", "Antes, nadie …", "Раньше никто не …")
    r";rien\s+ne;rien\s+n';personne\s+ne;personne\s+n';niemand;keiner;nadie;nessuno;никто;ничего"
)
# A verb told in the past: German's perfect or preterite, French's and Italian's and Spanish's
# imperfect (or French's perfect), Russian's past after its "не", Arabic's لم and كان.
_PAST_VERB = Lazy(
    r"(?<!\w)(?:hat|haben|hatte|hatten|habe|war|waren|wurde|wurden|gab|händ)(?!\w)|(?<!\w)ge\w+t(?!\w)"
    r"|(?<!\w)\w{2,}(?:ait|aient)(?!\w)|(?<!\w)(?:a|ont|avait|avaient|avons)\s+(?:jamais\s+)?\w+(?:é|i|u|is|it)(?!\w)"
    r"|(?<!\w)\w{2,}(?:aba|aban|ábamos|ía|ían|íamos)(?!\w)"
    r"|(?<!\w)\w{2,}(?:ava|avano|avamo|eva|evano|evamo|iva|ivano|ivamo)(?!\w)"
    r"|(?<!\w)не\s+[а-яё-]+(?:л|ла|ло|ли)(?!\w)"
    r"|(?<![\u0600-\u06ff])(?:لم|كان|كنا|كانوا)(?![\u0600-\u06ff])",
    re.IGNORECASE,
)
# What asks, refuses or says what holds now, or draws a rule from the past ("jetzt", "désormais",
# "ahora", "ora", "теперь", "الآن", "bitte", "so", "seit"): then the "never" may be the rule's.
_NOW = table(
    r"jetzt;ab\s+sofort;heute;bitte;muss\w*;soll\w*;deshalb;daher;darum;also;seit;"
    r"maintenant;désormais;aujourd'hui;merci\s+de;doi[st];devez;donc;alors;depuis;"
    r"ahora;hoy;desde;por\s+favor;debe\w*;así\s+que;por\s+eso;"
    r"ora;adesso;oggi;d'ora\s+in\s+poi;per\s+favore;dev[ei](?!lop)\w*;quindi;perciò;da\s+quando;"
    r"теперь;сейчас;отныне;пожалуйста;долж\w+;поэтому;так\s+что;с\s+тех\s+пор;"
    r"الآن;اليوم;من\s+فضلك;يجب;لذا;لذلك;منذ;"
    r"now;please;must;should;so;since"
)
_SENTENCE_END = Lazy(r"[.!?;؟](?=\s|$)")


def never_in_a_time_gone_by(text: str) -> bool:
    """Whether words (normalised) are one sentence telling a habit of a time gone by with "never"
    and asking nothing now (see the module's docstring)."""
    if not _NEVER.search(text) or not _GONE_BY.search(text):
        return False
    if _SENTENCE_END.search(text.rstrip(" .!")) or _NOW.search(text):
        return False
    return bool(_PAST_VERB.search(text))
