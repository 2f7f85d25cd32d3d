"""A ban told up to a time gone by, then said free since (de fr it es ru ar; check-zf-west, issue
33's thirty-second round): "Bis Ostern durfte keiner nach main mergen, seitdem ist das erlaubt",
"Bis zum Umzug war Löschen im Ordner altakten tabu, seit Mai geht das wieder", "Jusqu'à Pâques,
personne n'avait le droit de pousser sur main ; depuis, c'est permis", "Fino a Pasqua nessuno poteva
pushare su main, da allora è permesso", "Hasta Semana Santa nadie podía pushear a main; desde
entonces está permitido", "До Нового года пушить в main было нельзя, а теперь можно", "لحد رمضان كان
ممنوع حد يعمل push على main، ومن ساعتها بقى مسموح". The ban's words were read as a rule now and the
hook denied the work the user had freed (a false deny).

The class: a word of "until" or "before" opening the ban's clause, the ban told in a past tense
(its verb of being or of leave, "war", "durfte", "avait", "poteva", "podía", "было", "كان") with a
refusal in it, then a clause opened by a word of "since" or "now" that grants leave, not negated
("seit Mai darf das keiner mehr" keeps a ban). A ban up to a time to come ("Bis Ostern darf keiner
auf main pushen") has no past tense and stays a ban; a leave to come ("…, ab Mai ist das erlaubt")
has no word of "since". The spans are the whole of it (given_up blanks them as a ban lifted)."""

from __future__ import annotations

import re

from app.domain.compliance.lexicon import Lazy, negated

# a word of "until" or "before" a time, opening the ban's clause
_UNTIL = (
    r"bis|vor|jusqu'(?:à|au|en)|avant|fino\s+a(?:l|lla|llo|ll')?|prima\s+d(?:i|el|ella|ello)|"
    r"hasta|antes\s+de(?:l)?|до|لحد|لغاية|لغايت|حتى|قبل"
)
# the ban told in a past tense: a verb of being or of leave of a time gone by
_PAST = Lazy(
    r"(?<!\w)(?:war|waren|durfte\w*|konnte\w*|hatte\w*|était|étaient|avait|avaient|pouvait|"
    r"era|erano|poteva\w*|potevamo|avevamo|estaba|estaban|podía\w*|había|было|были|была|был|"
    r"могли|мог|كانت|كان)(?!\w)",
    re.IGNORECASE,
)
# a word that refuses by itself in the ban's clause; else a leave there negated ("durfte keiner",
# "nadie podía", "personne n'avait le droit"): "Bis Ostern durfte jeder pushen" bans nothing
_REFUSES = Lazy(
    r"(?<!\w)(?:verboten|untersagt|gesperrt|tabu|interdit\w*|défendu\w*|нельзя|запрещ\w*|"
    r"ممنوع|محظور|vietat\w*|proibit\w*|prohibid\w*)(?!\w)",
    re.IGNORECASE,
)
# a negation in the free clause keeps a ban ("seit Mai darf das keiner mehr", "ahora no se puede";
# the shared negation reads German's "wieder" as one)
_NOT = Lazy(
    r"(?<!\w)(?:nicht|nichts|kein\w*|nie|niemand|ne|n'|pas|plus|personne|non|no|nadie|nessuno|"
    r"nunca|tampoco|nemmeno|neanche|neppure|jamais|не|нет|ни|нельзя|никто|لا|لأ|ما|مش|مو|ممنوع)(?!\w)",
    re.IGNORECASE,
)
# a leave granted to some only is a restriction now ("seit Mai darf das nur noch die Chefin")
_ONLY = Lazy(
    r"(?<!\w)(?:nur|bloß|seulement|que|solo|soltanto|solamente|только|лишь|فقط|بس"
    # (mend-zf-past) "…, c'est permis pour l'équipe infra uniquement", "… ausschließlich Admins"
    r"|uniquement|exclusivement|ausschließlich|allein|einzig|unicamente|esclusivamente|"
    r"únicamente|exclusivamente|исключительно)(?!\w)",
    re.IGNORECASE,
)
# (mend-zf-past) a leave still to come: a day ahead named ("da domani", "desde mañana", "dès
# demain", "ab morgen", "с завтрашнего дня", "من بكرة", "da lunedì prossimo") or the leave's verb in
# the future ("sarà permesso", "estará permitido", "se podrá", "sera permis", "будет можно"): until
# then the ban holds ("Fino a oggi era vietato pushare su main, da domani sarà permesso")
_TO_COME = Lazy(
    r"(?<!\w)(?:domani|dopodomani|prossim[oa]|mañana|próxim[oa]|que\s+viene|demain|prochain\w*|"
    r"morgen|übermorgen|nächste\w*|завтра\w*|следующ\w+|بكرة|بكره|غدا|غدًا|"
    r"sarà|saranno|potrà|potranno|estará|estarán|será|serán|podrá|podrán|sera|seront|pourra|"
    r"pourront|wird|werden|будет|будут|سيكون|هيبقى|هيكون)(?!\w)",
    re.IGNORECASE,
)
# the free clause: a word of "since" or "now", then within it a word of leave
_SINCE = (
    r"seitdem|seither|seit|inzwischen|mittlerweile|jetzt|nun|depuis|désormais|maintenant|"
    r"da\s+allora|da|ora|adesso|oggi|desde|ahora|hoy|с\s+тех\s+пор|теперь|сейчас|"
    r"(?:و)?من\s+(?:ساعتها|وقتها|ديك\s+الساعة)|دابا|دلوقتي|الحين|الآن|هلق"
)
_FREE = (
    r"erlaubt|darf\w*|geht\s+das(?:\s+wieder)?|frei|permise?|autorisée?|on\s+peut|tu\s+peux|"
    r"permess[oa]|consentit[oa]|si\s+può|puoi|permitid[oa]|se\s+puede|puedes|sí|"
    r"можно|разрешено|разрешается|مسموح|عادي|ماشي|يجوز"
)
_UNTIL_THEN_FREE = Lazy(
    rf"(?<!\w)(?:{_UNTIL})(?:(?<=')|(?!\w))(?P<ban>[^.!?;؟]{{3,160}}?)[,،;:—–]\s*"
    rf"(?P<lift>(?:а\s+|ma\s+|mais\s+|pero\s+|aber\s+|و)?(?<![^\W\u0648])(?:{_SINCE})(?!\w)"
    rf"[^.!?;؟]{{0,50}}?(?<!\w)(?:{_FREE})(?!\w)[^.!?;؟,،]{{0,40}}?)(?=[.!;,،]|$)",
    re.IGNORECASE,
)


def until_then_free(text: str) -> list[re.Match]:
    """The matches, in words normalised, of a ban told up to a time gone by and said free since
    (see the module's note): the ban's clause told in a past tense with its refusal, the free
    clause not negated."""
    out = []
    for m in _UNTIL_THEN_FREE.finditer(text):
        ban, free = m.group("ban"), m.group("lift")
        if not (_PAST.search(ban) and (_REFUSES.search(ban) or negated(ban))):
            continue
        if _NOT.search(free) or _ONLY.search(free) or _TO_COME.search(free):
            continue
        out.append(m)
    return out
