"""One file saved, once (issue 33, twenty-fifth round): an order opening with a saving verb whose
file gets a format or a file name ("Store the mooring bill as a PDF under Harbour/2025", "Range
la note du port en PDF sous Marina/2025", "Leg die Rechnung als PDF unter Hafen/2025 ab", "Salva la
fattura come PDF in Laboratorio/2025", "Сохрани таблицу под именем график.xlsx") is a task done
now, no lasting rule: `rules.py` refuses it beside its one-off refusals, and the second opinion
(engine.judge) never suggests it. Never with an always, an
every or a from-now-on in the sentence ("Always save invoices as PDF under Finance/2025": the team's
way; `rules.py` asks it only when nothing said the rule lasts, as its lead-in is masked by then),
nor of a kind of file (a plural, "Guarda los informes como PDF en Informes": one file has a singular
determiner or a file name), nor a saving verb that keeps a fact ("Store this: …", read by the
remember frames first).
"""

from __future__ import annotations

import re

from app.domain.memory.judgement.zh_script import zx

_VERB = {
    "en": r"(?:please\s+)?(?:store|save|file|put|export)",
    "fr": r"(?:range|enregistre|sauvegarde|classe|mets)",
    "de": r"(?:bitte\s+)?(?:leg|speicher|speichere|sichere|pack)",
    "es": r"(?:guardá|guarda|archivá|archiva|subí|sube)",
    "it": r"(?:salva|archivia|metti)",
    "ru": r"(?:сохрани|положи|закинь)",
}
# the file's format, or a file name with its extension: one document (never a folder alone, "Put
# migrations in db/migrations", where a kind of file goes, which is the team's way)
_FILE = (
    r"(?=[^.!?]*(?:\b(?:as|en|als|como|come|как)\s+(?:an?\s+|un\s+)?(?:PDF|CSV|XLSX|DOCX)\b"
    r"|\S\.(?:xlsx|pdf|docx|csv)\b))"
)
# a lasting frame in the sentence makes it the team's way of saving
_LASTING = (
    r"(?![^.!?]*(?:\b(?:always|every|each|from\s+now\s+on|toujours|chaque|désormais|immer|jede[nmrs]?|künftig|"
    r"siempre|cada|sempre|ogni|d['’]ora\s+in\s+poi)\b|(?<![а-яё])(?:всегда|кажд[а-яё]+|теперь)(?![а-яё])))"
)
# one file: a file name with its extension, or the saved thing opening with a singular determiner
# (never a plural, "Guarda los informes como PDF en Informes", a kind of file kept one way, which is
# the team's way); English's "the" or a possessive and German's "die" or a possessive in -e say no
# number of their own: the noun after them does ("the vet's invoice", not "the reports"; "die
# Stromrechnung", not "die Rechnungen")
_NAMED = r"(?=[^.!?]*\S\.(?:xlsx|pdf|docx|csv)\b)"
_SINGULAR = {
    "en": r"\s+(?:(?:this|that|an?)\s|(?:the|my|our|your|his|her|its|their)\s+"
    r"(?:[\w'’-]+\s+){0,4}?[\w-]*(?:[^\Ws]|ss|['’]s)\s+(?:as|under|in|into|to|on|at|with)\b)",
    "fr": r"\s+(?:(?:le|la|ce|cet|cette|une?|mon|ma|ton|ta|son|sa|notre|votre|leur)\s|l['’])",
    "de": r"\s+(?:(?:der|den|das|dem|ein|eine[mnr]?|dies(?:e[nms])|jene[nms]|mein|dein|sein|unser|euer)\s"
    r"|(?:die|meine|deine|seine|ihre|unsere|eure|diese)\s+(?-i:(?:[a-zäöüß]\w*\s+){0,2}[A-ZÄÖÜ]\w*)"
    r"(?<!en)(?<!ern)(?<!s)(?!\w))",
    "es": r"\s+(?:el|la|este|esta|ese|esa|aquel|aquella|una?|mi|tu|su|nuestr[oa]|vuestr[oa])\s",
    "it": r"\s+(?:(?:il|lo|la|una?|uno|questo|questa|quel|quello|quella|mio|mia|tuo|tua|suo|sua|"
    r"nostr[oa]|vostr[oa])\s|(?:l|un|quest|quell)['’])",
    "ru": r"\s+(?:эт(?:от|у|о|ого)|мо(?:й|ю|ё|е)|сво(?:й|ю|ё|е))\s",
}
_SAVED = {
    code: re.compile(
        rf"^\s*{verb}(?![\wа-яё]){_LASTING}{_FILE}(?:{_NAMED}|{_SINGULAR[code]})", re.I
    )
    for code, verb in _VERB.items()
}

# (issue 33, thirtieth round) the Chinese order with 把 / 将: one document named by its kind of file
# (掃描檔, 截图, 照片, 记录, 表, 单) and a verb of saving, turning or putting it into a place or a format
# (存到, 转成 / 轉做, 放落, 传到): "把書法作品的掃描檔存到雲端資料夾。", "把…掃描檔轉做PDF格式，然後放落USB手指。".
# Never with a from-now-on, an every, an always or all of a kind ("以后把截图都存到…", "把所有截图存到…"):
# the team's way of filing; nor with a way forbidden after it, "把会议记录存到Confluence上，别发邮件" (mend of
# issue 33's thirtieth-round review): one channel kept against another is a standing way, unless a
# demonstrative names the one document, "把这份截图存到桌面，别发群里"
_SAVED["zh"] = zx(
    r"^\s*(?:(?:请|麻烦你?|帮我|替我|同我)\s*)?(?:把|将)"
    r"(?![^。！!？?]*(?:以后|之后|今后|往后|每次|每个|每张|每份|一律|都|所有|全部|这些|那些|总是|永远))"
    r"(?!(?![^。！!？?，,]*?[这那])[^。！!？?]*?[，,]\s*(?:千万|也|就)?(?:别|不要|不许|不准|不能|禁止|勿|唔好))"
    r"[^。！!？?，,]{1,24}?(?:档|文件|截图|图片|照片|相片|扫描|记录|表格|单据|PDF|pdf)[^。！!？?，,]{0,4}?"
    r"(?:存到|存进|存成|转成|转做|转为|转换成|放到|放落|放进|传到|上传到|备份到)"
)


# (issue 33, thirty-third round) or one errand of filing, a place named: the order opening with a
# verb of putting or saving, then a thing of one occasion, a noun with a modifier naming one place or
# event with its article ("les reçus du camping", "die Fotos vom Garten", "las fotos del huerto"), put
# into a folder given its own name ("dans le dossier Vacances 2026", "im Ordner Garten", "en la
# carpeta Jardín"); or an appointment put into the speaker's calendar for a day ("… dans mon agenda
# pour le 3 mai", "… en mi calendario para el jueves", "… nel mio calendario per giovedì"). Never a
# kind of file with no such modifier ("Range les factures dans le dossier Compta", "Leg die
# Rechnungen im Ordner Buchhaltung ab": where a kind goes, the team's way), nor with an always, an
# every or a from-now-on (`_LASTING`). English, Italian and Russian read their errands of filing
# so already.
_ONE_PLACE = {
    "fr": r"(?:les|le|la|l['’])\s*[\w'’-]+\s+(?:du|de\s+la|de\s+l['’])\s*"
    r"(?!(?:électricité|eau|gaz|téléphone|loyer|cantine|mutuelle|assurance)\b)[\w'’-]+(?:\s+[\w'’-]+)?\s+"
    r"dans\s+(?:le|un)\s+dossier\s+(?:partagé\s+)?(?:(?:nommé|appelé)\s+)?(?-i:[A-ZÀ-Ý])",
    "de": r"(?:die|den|das)\s+\w+\s+(?:vom|von\s+der|von\s+dem)\s+"
    r"(?!(?:Strom|Gas|Wasser|Telefon|Vermieter|Miete)\b)\w+(?:\s+\w+)?\s+"
    r"(?:im|in\s+den|ins|in\s+dem|in\s+einem)\s+(?:geteilten\s+)?Ordner\s+(?:namens\s+)?(?-i:[A-ZÄÖÜ])",
    "es": r"(?:los|las|el|la)\s+\w+\s+(?:del|de\s+la)\s+"
    r"(?!(?:luz|agua|gas|teléfono|internet|comunidad|alquiler|seguro)\b)\w+(?:\s+\w+)?\s+"
    r"en\s+(?:la|una)\s+carpeta\s+(?:compartida\s+)?(?:llamada\s+)?(?-i:[A-ZÁÉÍÓÚÑ])",
}
_ONE_DAY = {
    "fr": r"(?:les|le|la|l['’]|mes|mon|ma)\s*[^.!?]{1,60}?\s+dans\s+(?:mon|notre)\s+(?:agenda|calendrier)\s+"
    r"(?:pour|à|au)\s+(?:le\s+\d|le\s+mois\s+prochain|la\s+semaine\s+prochaine|demain|ce\s|cette\s|"
    r"(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\b)",
    "es": r"(?:los|las|el|la|mis|mi)\s+[^.!?]{1,60}?\s+en\s+(?:mi|nuestro)\s+calendario\s+para\s+"
    r"(?:el\s+\d|el\s+(?:lunes|martes|miércoles|jueves|viernes|sábado|domingo)\b|mañana|la\s+semana\s+que\s+viene|"
    r"la\s+próxima\s+semana|el\s+mes\s+que\s+viene|el\s+próximo\s+mes|este\s|esta\s)",
    "it": r"(?:i|gli|le|il|lo|la|l['’]|i\s+miei|il\s+mio|la\s+mia)\s*[^.!?]{1,60}?\s+nel\s+(?:mio|nostro)\s+calendario\s+"
    r"per\s+(?:il\s+\d|domani|la\s+settimana\s+prossima|il\s+mese\s+prossimo|questo\s|questa\s|"
    r"(?:lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica)\b)",
}
# (review of the thirty-third round, 10) a kind of thing with its owner ("les factures des
# fournisseurs", "die Rechnungen der Lieferanten", "las facturas de los proveedores": a plural owner)
# or a bill of a utility ("los recibos de la luz") names no one occasion: where that kind goes is the
# team's way, so `_ONE_PLACE` takes a singular occasion only; nor a never or a not-elsewhere beside
# the folder ("…, pas ailleurs", "…, nunca en Descargas", "…, nie auf dem Desktop"), a way kept.
_NOT_ELSEWHERE = {
    code: r"(?![^.!?]*\b(?:" + words + r")\b)"
    for code, words in {
        "fr": r"ailleurs|jamais|nulle\s+part",
        "de": r"nie|niemals|nirgend\w*|sonst\s+wo|woanders",
        "es": r"nunca|jamás|en\s+ningún\s+otro|en\s+ninguna\s+otra|en\s+otro\s+sitio",
        "it": r"mai|altrove|da\s+nessun(?:\s+altra)?\s+parte",
    }.items()
}
_ERRAND_VERB = {
    "fr": r"(?:range|mets|classe|enregistre|sauvegarde|ajoute|inscris|note)",
    "de": r"(?:bitte\s+)?(?:leg|speicher|speichere|pack|schieb)",
    "es": r"(?:guardá|guarda|archivá|archiva|pon|poné|mete|meté|apunta|anota|añade|agrega)",
    "it": r"(?:salva|archivia|metti|segna|aggiungi|inserisci)",
}
_ERRAND = {
    code: re.compile(
        rf"^\s*{verb}(?![\w]){_LASTING}{_NOT_ELSEWHERE[code]}\s+(?:bitte\s+)?(?:"
        + "|".join(found[code] for found in (_ONE_PLACE, _ONE_DAY) if code in found)
        + ")",
        re.I,
    )
    for code, verb in _ERRAND_VERB.items()
}


def said(probe: str, codes) -> bool:
    """The sentence (its probe) orders one file saved with its format or folder, or one errand of
    filing with its place named, in one of the languages `codes`."""
    # (thirty-third round: or one errand of filing with its place named, `_ERRAND`)
    return any(
        any(
            (found := kind.get(code)) is not None and found.match(probe)
            for kind in (_SAVED, _ERRAND)
        )
        for code in codes
    )
