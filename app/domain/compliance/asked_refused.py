"""A deed asked as a question, then refused in an idiom of "no way" (fr de it es ru ar;
check-zf-west, issue 33's thirty-second round): "Supprimer la branche legacy ? Hors de question.",
"Effacer la branche v1 ? Jamais de la vie.", "Den Branch altbestand löschen? Kommt nicht in die
Tüte.", "Cancellare il ramo release? Non se ne parla.", "¿Borrar la rama release? Ni hablar, esa
se queda.", "Удалить ветку demo? Даже не думай.", "أمسح فرع legacy؟ لأ طبعاً.". The user asks the
question to answer it: the deed is refused. It was read as the user's own question (unknown, or
not applicable), and the hook let the deletion through.

The answer is an idiom that refuses by itself, right after the question mark and closing its
sentence (or a reason after a comma: "Ni hablar, esa se queda"); it is written over the question
mark as the language's word of a ban ("Effacer la branche v1 : interdit", which the reader reads),
the same length. A bare "no", "nein", "non", "нет" or "لا" is not read (it may answer anything:
"Auf main pushen? Nein." stays a question), nor a "yes", nor an idiom not right after the question.
"""

from __future__ import annotations

import re

from app.domain.compliance.lexicon import Lazy

# (the idiom, the ban's word of its language) — lower case, as normalise has it
_IDIOMS = {
    "interdit": r"jamais\s+de\s+la\s+vie|hors\s+de\s+question|pas\s+question|surtout\s+pas|"
    r"certainement\s+pas|sûrement\s+pas|en\s+aucun\s+cas|même\s+pas\s+en\s+rêve|"
    # (check-zg-west) Quebec's and Belgium's "no way": "pantoute", "jamais dans cent ans"
    r"pas\s+pantoute|jamais\s+dans\s+cent\s+ans|n'y\s+pense\s+même\s+pas",
    "tabu": r"kommt\s+nicht\s+in\s+die\s+tüte|auf\s+(?:gar\s+)?keinen\s+fall|keinesfalls|"
    r"niemals|bloß\s+nicht|ganz\s+sicher\s+nicht|kommt\s+nicht\s+in\s+frage|vergiss\s+es|"
    # (check-zg-west) and the south's: "nix da", "na sicher ned", "scho gar ned", "mitnichten"
    r"nix\s+da|na\s+sicher\s+(?:ned|net|nicht)|(?:scho|schon)\s+gar\s+(?:ned|net|nicht)|"
    r"mitnichten|ums\s+verrecken\s+(?:ned|net|nicht)",
    "vietato": r"non\s+se\s+ne\s+parla|neanche\s+per\s+sogno|nemmeno\s+per\s+sogno|"
    r"neanche\s+a\s+parlarne|nemmeno\s+a\s+parlarne|manco\s+per\s+idea|mai\s+e\s+poi\s+mai|"
    r"assolutamente\s+no|scordatelo|scordatevelo|neanche\s+per\s+idea|nemmeno\s+per\s+idea|"
    r"non\s+se\s+ne\s+fa\s+niente|col\s+cavolo|figurati",
    "prohibido": r"ni\s+hablar|ni\s+de\s+broma|ni\s+en\s+broma|ni\s+pensarlo|ni\s+soñarlo|"
    r"de\s+ninguna\s+manera|ni\s+se\s+te\s+ocurra|ni\s+en\s+sueños|"
    # (check-zg-west) Spain's, Mexico's and the Río de la Plata's: "ni de coña", "ni loco",
    # "ni de chiste", "para nada", "ni a palos", "ni en pedo"
    r"ni\s+de\s+coña|ni\s+loc[oa]|ni\s+de\s+chiste|para\s+nada|ni\s+a\s+palos|ni\s+en\s+pedo|"
    r"ni\s+por\s+asomo|ni\s+muert[oa]",
    "нельзя": r"даже\s+не\s+думай(?:те)?|и\s+не\s+думай(?:те)?|ни\s+в\s+коем\s+случае|"
    r"ни\s+за\s+что|ни-ни|ещё\s+чего|еще\s+чего|и\s+не\s+мечтай|ни\s+под\s+каким\s+видом|"
    r"перебьёшься|перебьешься",
    "ممنوع": r"(?:لأ|لا)\s+طبعا|(?:لأ|لا)\s+طبعًا|مستحيل|ولا\s+تفكر|لا\s+يمكن|"
    # (check-zg-west) "لا أبداً", Levantine "ولا بالحلم", Moroccan "حاشا", "أبداً" alone
    r"(?:لأ|لا)\s+(?:أبدا|ابدا)|أبدا|ابدا|ولا\s+بالحلم|حاشا",
}
_ANSWER = Lazy(
    # (check-zg-west) after an interjection of a word or two and a comma ("? Voyons donc, pas
    # question.", "? Ach, vergiss es.", "? Ну, ни за что.")
    r"\s*[?؟]\s+(?:[^\W\d_]+(?:\s+[^\W\d_]+)?\s*[,،]\s*)?(?P<idiom>"
    + "|".join(f"(?P<w{i}>{rx})" for i, rx in enumerate(_IDIOMS.values()))
    + r")(?!\w)\s*(?=[.!,،]|$)",
    re.IGNORECASE,
)
_WORDS = list(_IDIOMS)
# (mend-zf-past) the idiom answering a worry, then leave given, closing the words ("Hai paura che il
# push su main rompa qualcosa? Neanche per sogno, vai pure.", "Tu as peur de casser … ? Jamais de la
# vie, vas-y.", "Ob ein Push auf main was kaputt macht? Niemals, mach ruhig.", "¿Te preocupa …? Ni
# hablar, adelante.", "Боишься, что …? Ни за что, пушь."): the "no way" refuses the worry, not the
# deed, which the go-ahead grants — no ban; the answer is blanked (the question left, asking nothing)
_GO_AHEAD = (
    r"vai(?:\s+pure|\s+tranquill[oa]|\s+avanti)?|procedi(?:\s+pure)?|fai\s+pure|fallo(?:\s+pure)?|"
    r"pusha(?:\s+pure)?|avanti|"
    r"vas-y|vas\s+y|allez-y|fonce|tu\s+peux\s+y\s+aller|pousse|"
    r"mach(?:\s+ruhig|\s+nur|\s+es)?|nur\s+zu|leg\s+los|los|push(?:e)?\s+ruhig|"
    r"dale|adelante|hazlo|sin\s+miedo|"
    r"давай|пушь|вперёд|вперед|действуй|валяй|смело|"
    r"يلا|كمل|اعملها|"
    r"go\s+ahead|go\s+for\s+it"
)
_ANSWER_THEN_LEAVE = Lazy(
    r"(?<=[?؟])\s+(?:[^\W\d_]+\s*,\s*)?(?:"
    + "|".join(_IDIOMS.values())
    + rf")(?!\w)\s*[,،]\s*(?:{_GO_AHEAD})(?!\w)\s*[.!]*\s*$",
    re.IGNORECASE,
)


def asked_then_refused(text: str) -> str:
    """`text` (lower case, normalised) with each question answered by an idiom of "no way" (see
    the module's note) written as ": <the ban's word>", padded to the same length."""
    if "?" not in text and "؟" not in text:
        return text
    leave = _ANSWER_THEN_LEAVE.search(text)
    if leave:  # (mend-zf-past) "…? Neanche per sogno, vai pure."
        return text[: leave.start()] + " " * (leave.end() - leave.start())
    out = text
    for m in reversed(list(_ANSWER.finditer(text))):  # (check-zg-west) from the end: a text grown
        word = next(_WORDS[i] for i in range(len(_WORDS)) if m.group(f"w{i}"))
        a, b = m.span()
        new = f": {word}" if len(word) + 2 <= b - a else f":{word}"  # (ru: "? Ни-ни.")
        if len(new) > b - a:
            # (check-zg-west) an idiom shorter than the ban's word ("? Ni loco.", "? Nix da."):
            # the text grows by the difference, after every span read above (none is read after)
            out = out[:a] + new + out[b:]
            continue
        out = out[:a] + new.ljust(b - a) + out[b:]
    return out
