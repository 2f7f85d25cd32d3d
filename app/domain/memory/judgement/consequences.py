"""What is done with any case a condition names, said in the main clause in the plain present
("Sobald ein Test länger als fünf Sekunden braucht, kommt er in die Slow-Suite", "If an invoice
lacks a PO number, accounts payable sends it back", "Meldet ein Kunde Datenverlust, ist das sofort
ein Prio-1-Vorfall"): read by `clauses.lasting` after `conditions.split_parts` has parted the
condition from its main clause."""

from __future__ import annotations

import re
from typing import Any

from app.domain.memory.judgement import ar_kinds
from app.domain.memory.judgement.ar_script import W, ax

# `group` below is groups.Group: the tables tried on one sentence.
Group = Any


# Under a condition on any item: the pronoun taking it up with a verb that moves it ("it goes",
# "il part", "kommt er"), or the team as subject with a verb of doing (no copula, no modal, no
# future: "we page", "on coupe", "pingen wir", "macht man") in the plain present.
_THEN_DONE = re.compile(
    r"\s*(?:(?:it|they)\s+(?:goes|go|gets|get|lands?|moves?|ends\s+up)|"
    r"(?:il|elle|ils|elles)\s+(?:va|vont|part|partent|passe|passent|finit|finissent|atterrit|atterrissent)|"
    r"(?:kommt|kommen|geht|gehen|landet|landen|wandert|wandern)\s+(?:er|sie|es)|"
    r"(?:er|sie|es)\s+(?:kommt|kommen|geht|gehen|landet|landen|wandert|wandern)|"
    # or, the item taken up by "it", any verb of its own in the plain present with how or when
    # ("…, it runs at night", "…, läuft sie nachts", "…, elle tourne la nuit"): what is done with
    # any such item; never a copula, an auxiliary, a modal, nor what goes wrong or how long it
    # takes ("it fails", "it takes an hour", "es dauert")
    r"it\s+(?!(?:is|was|has|does|did|will|would|can|could|may|might|should|must|seems|looks|feels|fails|"
    r"breaks|crashes|hangs|stalls|dies|errors|times|takes|costs|throws|returns|shows|says|happens|works|"
    r"means|depends|needs|makes)\b)[a-z]+s\s+(?:at|in|on|behind|through|via|under|before|after|during|"
    r"overnight|nightly|only|first|last|separately|alone)(?!\w)|"
    r"(?!(?:ist|war|hat|wird|kann|könnte|muss|soll|sollte|darf|scheitert|schlägt|bricht|stürzt|hängt|"
    r"dauert|kostet|wirft|liefert|zeigt|sagt|passiert|klappt|funktioniert|braucht)\b)[a-zäöü]+t\s+(?:er|sie|es)\s+"
    r"(?:nachts|abends|morgens|früh|zuerst|zuletzt|erst|nur|immer|separat|allein|hinter|nach|vor|in|im|auf|über)(?!\w)|"
    r"(?:il|elle)\s+(?!(?:est|était|a|avait|sera|serait|peut|pourrait|doit|devrait|échoue|plante|casse|"
    r"prend|coûte|renvoie|montre|dit|marche|fonctionne)\b)[a-zé]+e\s+(?:la\s+nuit|le\s+soir|le\s+matin|"
    r"seule?|en\s+premier|en\s+dernier|à\s+part|derrière|après|avant|sur|dans|par)(?!\w)|"
    # or the case taken up by "the …" or "it", a passive present and how ("…, the incident is
    # treated as severity one", "…, it gets escalated to …"): what is done with any such case;
    # never a state ("is lost", "is broken", "is done")
    r"(?:the\s+(?:[\w-]+\s+){1,2}?|it\s+)(?:is|gets)\s+(?!(?:lost|broken|gone|done|over|stuck|blocked|delayed|"
    r"affected|corrupted|damaged|used|based|supposed)\b)(?:[a-z]+(?:ed|en|wn)|held|kept|sent|put|set|run)\s+"
    r"(?:[a-z]+ly\s+)?(?:as|by|to|into|with|through|via|for|within|straight|immediately|right\s+away|first)(?!\w)|"
    r"we\s+(?!(?:are|were|was|have|had|will|would|can|could|might|may|should|got|lost|get|just)\b)[a-z]+|"
    # or the team acting on the item, taken up by its pronoun ("…, se la devolvemos", "…, lo escalamos
    # al comité", "…, gli mandiamo un questionario", "…, lo giriamo agli acquisti"); never what the
    # team has, is, can or loses
    r"(?:(?:nosotros|noi|primero|luego|prima|poi|subito)\s+)?(?:no\s+|non\s+)?(?:(?:se|lo|la|los|las|le|les|gli|glielo|gliela|"
    r"glieli|li|l['’])\s*){1,2}(?!(?:tenemos|estamos|somos|hemos|podemos|debemos|sabemos|queremos|perdemos|abbiamo|"
    r"siamo|possiamo|dobbiamo|sappiamo|vogliamo|perdiamo)\b)[a-záéíóúñàèìòù]{3,}(?:amos|emos|imos|iamo)|"
    # or the case taken up by its noun, going somewhere or staying so ("…, il caso passa alla squadra
    # QA", "…, la pratica resta aperta", "…, el pago queda en espera"): what becomes of any such item
    r"(?:il|lo|la|i|gli|le|el|los|las|l['’])\s*[\w-]+(?:\s+[\w-]+)?\s+(?:passa|passano|va|vanno|resta|restano|"
    r"rimane|rimangono|finisce|finiscono|torna|tornano|pasa|pasan|queda|quedan|vuelve|vuelven|se\s+queda|"
    r"se\s+quedan)\s+(?:a|al|alla|allo|ai|alle|in|nel|nella|sospes[oaie]|bloccat[oaie]|apert[oaie]|ferm[oaie]|"
    r"en|por|con|fuera|pendiente|suspendid[oa]s?|bloquead[oa]s?|abiert[oa]s?|parad[oa]s?)|"
    r"(?:on|nous)\s+(?!(?:est|a|avait|était|sera|serait|aura|peut|pourrait|sommes|avons|va|perd)\b)(?:[a-zé]+)|"
    # or, in Italian, the team acting with no subject said ("…, passiamo all'alternativo", "…,
    # riprogrammiamo la visita"), or the item said first and taken up by its clitic ("…, la merce la
    # scarichiamo il giorno dopo", "…, le note spese le approva il direttore"): never what the team
    # has, is, can, must or loses, nor a state
    r"(?:noi\s+)?(?:non\s+)?(?!(?:abbiamo|siamo|possiamo|dobbiamo|sappiamo|vogliamo|perdiamo|stiamo|avremo|saremo)\b)"
    r"[a-zàèìòù]{3,}iamo(?=\s+\w)|"
    r"(?:il|lo|la|i|gli|le|l['’])\s*[\w-]+(?:\s+[\w-]+){0,2}\s+(?:lo|la|li|le|l['’])\s*"
    r"(?!(?:abbiamo|siamo|possiamo|dobbiamo|sappiamo|vogliamo|perdiamo|è|ha|hanno|sono|può|possono|deve|devono)\b)"
    r"[a-zàèìòù]{3,}(?:a|ano|iamo)(?=\s+\w)|"
    r"(?!(?:sind|waren|haben|hatten|werden|würden|können|könnten|müssen|sollten|verlieren)\b)[a-zäöü]+\s+(?:wir|man))(?!\w)",
    re.I,
)


# (issue 33, thirteenth round) What happens to any such case, said as a plain present of doing by
# whoever handles it, read with the tables of the sentence's own language (a Spanish "Los servidores
# se reinician …" is no English subject and verb): a subject, then its verb ("…, the localisation
# team gets a ping", "…, accounts payable sends it back", "…, la comptabilité appelle …", "…,
# l'incident passe en priorité un"), German's verb first ("…, informiert die Haustechnik …", "…,
# wartet das Release …"), or the case classed as a kind of case ("…, ist das sofort ein
# Prio-1-Vorfall", "…, c'est automatiquement un incident majeur"); never a state, a copula of a
# verdict, what goes wrong or how long it takes ("the pipeline stops", "le site plante", "ist das
# ärgerlich")
_CLASSED = (
    r"(?:ist\s+(?:das|es|er|sie)|c['’]est|that['’]?s|it['’]?s)\s+(?:(?:sofort|automatisch|direkt|immer|"
    r"automatiquement|directement|toujours|automatically|always|straight\s+away)\s+)?(?:ein|eine|un|une|an?)\s+"
    r"(?!(?:Problem|Ärgernis|Katastrophe|Drama|Witz|problème|souci|catastrophe|drame|problem|pain|mess|"
    r"disaster|shame)(?!\w))\w+(?!\w)"
)
# (what a system does by itself is no one's way: "…, the airline rebooks passengers automatically")
_NO_MACHINE = (
    r"(?![^.!?]*(?<!\w)(?:automatically|automatiquement|automatisch|by\s+itself|on\s+its\s+own|tout\s+seule?|"
    r"von\s+selbst|selbstständig)(?!\w))"
)
_THEN_DOES = {
    "en": re.compile(
        r"\s*(?:"
        + _NO_MACHINE
        + r"(?:the\s+)?(?:(?!(?:is|are|was|were|has|have|had|will|would|can|could|may|might|should|must|just|then|"
        r"also)\b)[\w-]+\s+){1,3}?(?!(?:is|was|has|does|did|seems|looks|feels|fails|breaks|crashes|hangs|stalls|"
        r"dies|errors|stops|times|costs|lasts|means|happens|works|depends|goes\s+(?:down|green|red)|turns|"
        # taking is how long it lasts ("it takes an hour"), unless the one who handles the case
        # takes something off the person it names, or takes them off ("…, the setter takes their
        # wristband off them", twenty-third round)
        r"takes(?!\s+(?:them|him|her|their|his)\s+(?:[\w'’-]+\s+){0,2}?(?:off|away|back|out)\b)|"
        r"panics|freezes)\b)"
        r"[a-z]{2,}s(?=\s+(?!(?:down|wrong|out\s+of|off\s+line)\b)\w)"
        r"|" + _CLASSED + r")",
        re.I,
    ),
    "fr": re.compile(
        r"\s*(?:"
        + _NO_MACHINE
        + r"(?:le|la|les|l['’])\s*(?:(?!(?:est|sont|était|a|ont|avait|sera|peut|peuvent|doit|doivent|se|s['’]|ne|n['’])"
        r"(?!\w))[\w'’-]+\s+){0,3}?(?!(?:est|sont|était|étaient|a|ont|avait|sera|peut|peuvent|doit|doivent|plante|"
        r"plantent|tombe|tombent|échoue|échouent|casse|cassent|bloque|bloquent|ralentit|devient|reste|restent|semble|"
        r"prend(?=\s+(?:\d+|une?\s+(?:heure|minute|journée|semaine)|des\s+heures|du\s+temps|beaucoup|trop))|dure|coûte)(?!\w))"
        r"[a-zéèêàâîôûç]{3,}(?:e|ent|t|d)(?=\s+(?!(?:en\s+panne|mal)(?!\w))\w)"
        # or the case taken up by a pronoun before the verb, which may close the clause ("…, le
        # directeur la valide", issue 33, fourteenth round)
        r"|"
        + _NO_MACHINE
        + r"(?:le|la|les|l['’])\s*[\w'’-]+(?:\s+[\w'’-]+)?\s+(?:le|la|les|l['’]|lui|leur)\s*"
        r"(?!(?:est|sont|a|ont|sera|peut|doit|plante|casse|bloque)(?!\w))[a-zéèêàâîôûç]{3,}(?:e|ent|t|d)(?!\w)"
        r"|" + _CLASSED + r")",
        re.I,
    ),
    "de": re.compile(
        r"\s*(?:"
        + _NO_MACHINE
        + r"(?!(?:ist|war|hat|wird|kann|muss|soll|darf|bricht|stürzt|fällt|scheitert|hängt|klemmt|dauert|kostet|"
        r"nervt|fehlt)(?!\w))[a-zäöü]{3,}(?:t|en)(?=\s+(?:der|die|das|den|dem|unser\w*)\s+(?-i:[A-ZÄÖÜ]))"
        r"|" + _CLASSED + r")",
        re.I,
    ),
}

# (issue 33, fifteenth round) Arabic: whoever handles the case, named by a definite noun (or one
# heading a definite noun: "قسم التحصيل"), then a present of doing ("…، المشرف يتصل فيه خلال ساعة",
# "…، المحاسب يرجعها للمورد"); never coming, going or being, never what goes wrong
_THEN_DOES["ar"] = ax(
    r"\s*(?:ف)?(?:ال[\u0621-\u064a]{2,}|[\u0621-\u064a]{3,}(?=\s+ال))(?:\s+ال[\u0621-\u064a]{2,}){0,2}\s+"
    r"(?!(?:"
    + ar_kinds.AR_NOT_DOING
    + r"|(?:ب|بي|بت)?(?:يتعطل|تتعطل|يفشل|تفشل|يخرب|تخرب|يطيح|تطيح|يزعل|تزعل|يضيع|تضيع))"
    + W
    + r")(?:ب|بي|بت)?[يت][\u0621-\u064a]{2,}(?=\s+\S)"
)


# (issue 33, eighteenth round) What is done with the case with no one named: Spanish's and Italian's
# impersonal "se"/"si" and a present of doing, the case's noun before it or not ("…, se le reprograma
# la cita", "…, no se acepta la mercancía", "…, la mercancía se recibe al día siguiente", "…, si
# apre una pratica"), Italian's passive "viene" and a participle ("…, la visita viene addebitata"),
# Russian's passive in "-ся" after the case's noun ("…, приём переносится на другой день"), Arabic's
# passive present written with its damma ("…، يُلغى الموعد"): the team's way with any such case;
# never what goes wrong, a feeling or a reaction ("se rompe", "se enfada", "si rompe", "ломается",
# "يُصاب"), seeing, knowing or a modal, what a system does by itself, a question
_NO_MACHINE_ROMANCE_RU = (
    r"(?![^.!?]*(?<!\w)(?:automáticamente|automaticamente|автоматически|da\s+sol[oaie]|sol[oa]s|"
    r"por\s+s[ií]\s+sol[oa]s?|de\s+forma\s+automática|in\s+automatico|сам[аои]?\s+собой|сами|сама|сам)(?!\w))"
)
_THEN_DOES["es"] = re.compile(
    r"\s*"
    + _NO_MACHINE_ROMANCE_RU
    + r"(?:(?:el|la|los|las|su|sus)\s+[\w-]+(?:\s+(?:de\s+)?[\w-]+)?\s+)?"
    r"(?:(?:siempre|ya|luego|primero|entonces|directamente|nunca)\s+)?(?:no\s+)?se\s+(?:(?:le|les)\s+)?"
    r"(?!(?:rompen?|caen?|pierden?|tardan?|retrasan?|atrasan?|bloquean?|cuelgan?|quejan?|enfadan?|enojan?|molestan?|"
    r"ponen?|notan?|ven?|pueden?|deben?|saben?|entienden?|complican?|acaban?|van?|olvidan?|arman?|mueren?|"
    r"estropean?|dañan?|disparan?|llenan?|sienten?|hacen?|han|había|tienen?|queda|quedan|vuelven?|asustan?|"
    r"preocupan?|cansan?|aburren?|traban?|trata|dice|dicen|nota|calientan?|enfrían?|mojan?|secan?|ensucian?|"
    r"gastan?|desgastan?|oxidan?|apagan?|encienden?)\b)"
    r"[a-záéíóúñ]{3,}(?:a|e|an|en)\b(?![^?]*\?)",
    re.I,
)
_THEN_DOES["it"] = re.compile(
    r"\s*" + _NO_MACHINE_ROMANCE_RU + r"(?:(?:il|lo|la|i|gli|le|l['’])\s*[\w-]+(?:\s+[\w-]+)?\s+)?"
    r"(?:(?:sempre|subito|poi|prima|comunque|mai)\s+)?(?:non\s+)?(?:"
    r"si\s+(?!(?:rompe|rompono|blocca|bloccano|arrabbia|arrabbiano|lamenta|lamentano|perde|perdono|ferma|fermano|"
    r"capisce|capiscono|vede|vedono|nota|notano|può|possono|deve|devono|sa|sente|sentono|spegne|spengono|inceppa|"
    r"preoccupa|preoccupano|offende|offendono|stanca|annoia|trova|trovano|chiede|rischia|tratta|parla|dice|dicono|"
    r"va|vanno|fa|fanno|scalda|scaldano|raffredda|raffreddano|bagna|sporca|"
    r"consuma|accende|accendono)\b)[a-zàèéìòù]{3,}(?:a|e|ano|ono)\b|"
    r"(?:viene|vengono)\s+(?:(?:sempre|subito|comunque|poi)\s+)?[a-zàèéìòù]{3,}(?:at|ut|it)[oaie]\b)(?![^?]*\?)",
    re.I,
)
_THEN_DOES["ru"] = re.compile(
    r"\s*"
    + _NO_MACHINE_ROMANCE_RU
    + r"(?:[а-яё-]+\s+){1,2}?(?:(?:сразу|всегда|обычно|тогда|потом)\s+)?(?:не\s+)?"
    r"(?!(?:лома|теря|задержива|порт|каж|нрав|получа|случа|зл|обижа|расстраива|волну|начина|руга|серд|боит|боят|"
    r"появля|стесня|смеёт|смеют|тороп|сбива|рв|бь|пута|тормоз|станов|нагрева|гре|выключа|включа|срыва|пережива)[а-яё]{0,4}ся(?![а-яё]))"
    r"[а-яё]{3,}(?:ется|ётся|ится|ются|ятся)(?![а-яё])(?![^?]*\?)",
    re.I,
)
_THEN_DOES_AR_PASSIVE = ax(
    r"\s*(?:و)?(?:ف)?(?:لا\s+)?(?!(?:يُصاب|تُصاب|يُقال|يُحكى)"
    + W
    + r")[يت]ُ[\u0621-\u064a][\u0621-\u064a\u064b-\u0652]{1,}(?![^؟?]*[؟?])"
)


# (issue 33, twenty-third round) Russian: the team acting in the first person plural ("…, мы
# оставляем ключ в сейфе", "…, мы останавливаем всю линию"), or whoever handles the case named by a
# role noun and acting in the present ("…, диспетчер отдаёт его маршрут сменщику", "…, охранник
# закрывает ворота"): what is done with any such case; never a modal, a future, having, knowing or
# seeing, nor what goes wrong with the one named ("…, мастер опаздывает", "…, кассир нервничает")
_THEN_ACTS_RU = re.compile(
    r"\s*(?:(?:тогда|то|сразу|всегда|обычно|потом)\s+)?(?:"
    r"мы\s+(?:(?:сразу|всегда|обычно|тогда|потом|просто)\s+)?(?:не\s+)?(?!(?:можем|сможем|должны|будем|знаем|хотим|"
    r"имеем|теряем|видим|успеваем|понимаем|получаем|боимся|идём|идем|спим|стоим|сидим)(?![а-яё]))[а-яё]{3,}(?:ем|ём|им)|"
    r"(?:[а-яё]+\s+)?[а-яё]{2,}(?:ер|ёр|ор|ист|ник|щик|чик|тель|ант|ент)\s+(?:(?:сразу|всегда|обычно|тогда|потом|"
    r"просто)\s+)?(?:не\s+)?(?!(?:лома|теря|опаздыва|боле|уход|забыва|злит|спит|жд|может|должен|хочет|знает|видит|"
    r"получа|нервнича|пережива|руга|устаёт|устает|сердит|расстраива)[а-яё]*(?![а-яё]))[а-яё]{3,}(?:ет|ёт|ит)"
    r")(?![а-яё])(?![^?]*\?)",
    re.I,
)


# (issue 33, twenty-third round) Spanish and Italian: whoever handles the case named by its noun,
# acting on the person the condition names, taken up by a dative pronoun ("…, el monitor le quita
# la pulsera", "…, el jefe de tráfico le cambia la ruta", "…, l'istruttore gli toglie il
# braccialetto"): what is done with any such case; never being, having, a modal, saying or what
# goes wrong with it ("…, el médico le dice que …", "…, la maestra gli sembra severa")
_THEN_TO_THEM = re.compile(
    r"\s*(?:el|la|lo|il|l['’])\s*[\w-]+(?:\s+(?:de|del|de\s+la|di|del|della|dello)\s+[\w-]+)?\s+"
    r"(?:(?:siempre|enseguida|subito|sempre|luego|poi)\s+)?(?:le|les|gli|glielo|gliela|se\s+l[oa])\s+"
    r"(?!(?:es|está|ha|hay|puede|debe|dice|parece|gusta|duele|pasa|sale|da\s+igual|è|sta|può|deve|dice|sembra|"
    r"piace|fa\s+male|succede|va)(?![\wáéíóúàèìòù]))[a-záéíóúñàèìòù]{3,}[ae](?![\wáéíóúàèìòù])(?![^?]*\?)",
    re.I,
)


def then_done(main: str, group: Group) -> bool:
    """The main clause after a condition on any case says what is done with it in the plain
    present: the item taken up by its pronoun or the team acting (`_THEN_DONE`), or whoever
    handles it, in the sentence's own language (`_THEN_DOES`)."""
    if _THEN_DONE.match(main):
        return True
    code = group.lexicons[0].code
    found = _THEN_DOES.get(code)
    if found and found.match(main):
        return True
    if code == "ru" and _THEN_ACTS_RU.match(main):
        return True
    if code in ("es", "it") and _THEN_TO_THEM.match(main):
        return True
    return code == "ar" and _THEN_DOES_AR_PASSIVE.match(main) is not None


# (issue 33, fifteenth round) An Arabic condition names any case with the article as well as without
# it ("إذا غاب المعلم"، "إذا اشتكى العميل": whenever the teacher is away, whenever a client complains):
# a conditional word, a verb and a noun, and no time of now or of the past
_ANY_CASE_AR = ax(
    r"^\s*(?:و)?(?:إذا|اذا|لو|لما|متى|كلما|في\s+حال)\s+"
    + ar_kinds.AR_NOT_NOW
    + r"[\u0621-\u064a]{2,}\s+[\u0621-\u064a]{2,}"
)


# (issue 33, eighteenth round) and a Russian one with no article at all: a conditional word, a noun
# and a present ("Если пациент опаздывает …", "Когда клиент отказывается от заказа, …"): whenever it
# happens; never a pronoun, a demonstrative or a time of now
_ANY_CASE_RU = re.compile(
    r"^\s*(?:и\s+)?(?:если|когда|как\s+только|стоит)\s+(?!(?:я|ты|вы|он|она|оно|они|мы|это|этот|эта|тот|та|"
    r"сейчас|сегодня|завтра|вчера|вдруг)(?![а-яё]))[а-яё-]{3,}\s+"
    # how often or how much before the verb ("Если курьер дважды опаздывает …", twenty-third round)
    r"(?:(?:дважды|трижды|снова|опять|часто|сильно|надолго|регулярно)\s+)?(?:не\s+)?[а-яё]{3,}"
    r"(?:ет|ёт|ит|ут|ют|ат|ят|ется|ится|ются|ятся)(?![а-яё])",
    re.I,
)


# (issue 33, twenty-third round) Spanish and Italian: the work's own thing named by its article in
# a condition of the plain present ("Si la sierra echa humo, …", "Se la lama fuma, …", "Si el
# proveedor manda la mercancía incompleta, …"): whenever it happens, not one occasion (a day or a
# past refuses the rule elsewhere); what is done then is still asked of the main clause
_THING_CASE = re.compile(
    r"^\s*(?:si|se|cuando|quando)\s+(?:la|el|il|lo|l['’])\s*(?!(?:jefe|jefa|capo|cliente)\b)[\w-]+\s+"
    r"(?!(?:fue|era|estaba|ha|había|è\s+stat|era|aveva|fu)\b)[a-záéíóúñàèìòù]{2,}[ae]\b",
    re.I,
)


# (issue 33, twenty-fourth round) English, French and German: the work's machine or tool named by
# its article and going wrong in the plain present ("If the cheese vat overheats, …", "Si la scie
# se met à boucaner, …", "Falls das Sägeblatt raucht, …"): whenever it happens; asked with the
# team's own act after it (`_WE_ACT`), as a thing's trouble alone says nothing of a way ("…, it's
# usually the old seal", "…, the screen turns red")
_TROUBLE_CASE = re.compile(
    r"^\s*(?:if|when|whenever|should|si|quand|lorsque|dès\s+que|falls|wenn|sobald)\s+"
    r"(?:the|a|an|le|la|l['’]|un|une|der|die|das|ein|eine)\s*(?:[\w'’-]+\s+){0,4}?"
    r"(?:overheats|smokes|jams|leaks|frays|stalls|trips|breaks\s+down|gets\s+too\s+\w+|"
    r"se\s+met\s+à\s+\w+|chauffe|fume|boucane|fuit|s['’]effiloche|s['’]enraye|se\s+bloque|tombe\s+en\s+panne|"
    r"zu\s+heiß\s+wird|raucht|qualmt|klemmt|leckt|ausfällt|ausfranst|überhitzt|hängt)\s*,?\s*$",
    re.I,
)
_WE_ACT = re.compile(
    r"\s*(?:(?:then|alors|dann)\s+)?(?:we\s+(?!(?:are|were|have|had|will|would|can|could|might|may|should|get|"
    r"just)\b)[a-z]{3,}|on\s+(?!(?:est|a|avait|sera|peut|pourrait|doit|devrait|sait|voit)\b)[a-zéèêàç]{3,}|"
    r"(?!(?:sind|haben|hatten|werden|können|müssen|sollen|wollen|dürfen|wissen|sehen)\b)[a-zäöüß]{3,}en\s+wir)\b",
    re.I,
)


def trouble_then_we(condition: str, main: str) -> bool:
    """A machine's trouble in the condition and the team's act in the main clause."""
    return _TROUBLE_CASE.match(condition) is not None and _WE_ACT.match(main) is not None


def any_case(condition: str, group: Group) -> bool:
    """The condition names any such case though it has no word of any (Arabic's generic article,
    Russian's bare noun), or the work's own thing by its article."""
    code = group.lexicons[0].code
    if code in ("es", "it") and _THING_CASE.match(condition):
        return True
    if code == "ru":
        return _ANY_CASE_RU.search(condition) is not None
    return code == "ar" and _ANY_CASE_AR.search(condition) is not None


def case_then_done(condition: str, main: str, group: Group) -> bool:
    """A condition on any such case and what is done with it then (`any_case`, `then_done`), or a
    machine's trouble and the team's act (`trouble_then_we`)."""
    return bool(
        (group.generic.search(condition) or any_case(condition, group)) and then_done(main, group)
    ) or trouble_then_we(condition, main)
