"""A rule said as a story of harm (told.py's neighbour: the past that asks nothing is told.py's;
a harm told refuses the deed that caused it). reader.py asks `harm_told` before any reading."""

from __future__ import annotations

import re

from app.domain.compliance.lexicon import TIMED, Lazy, blank
from app.domain.compliance.told import HARM_MARK, PAST_TOLD, names_a_deed

# A rule said as a story of harm: what was done, and the harm it did ("terraform apply from a
# laptop is how we lost prod last spring", "本地跑 terraform apply，就是去年把生产环境搞挂的原因",
# "手元から terraform apply したせいで、去年本番が止まった", "로컬에서 terraform apply 돌린 게 작년 장애
# 원인이었어요", "…, c'est comme ça qu'on a perdu la prod", "…, so haben wir … verloren", "… fue lo
# que nos tumbó producción", "… ci ha fatto perdere la produzione", "… — именно так мы положили
# прод", "… هو اللي طيّح لنا الإنتاج"). The harm's clause, a cause marker and a verb of losing or
# breaking, refuses the deed before it in its sentence; its time ("last spring") is the harm's, not
# a past that asks nothing.
_HARM = Lazy(
    r"(?<!\w)(?:is|was|that'?s)\s+(?:exactly\s+|precisely\s+)?(?:how|what|why)\s+[^.;!?]{0,60}?"
    r"(?<!\w)(?:lost|broke|killed|nuked|wiped|trashed|corrupted|crashed|deleted|took\s+[^.;!?]{0,30}?down|"
    r"brought\s+[^.;!?]{0,30}?down|knocked\s+[^.;!?]{0,30}?(?:down|over)|went\s+down|blew\s+up|"
    # "… is how we ended up running a crypto miner for a week"
    r"ended\s+up)(?!\w)[^.;!?]*"
    r"|(?<!\w)c'est\s+(?:comme\s+ça|ainsi|ce\s+qui|par\s+là)\s+[^.;!?]{0,60}?"
    r"(?<!\w)(?:perdu|cassé|planté|fait\s+tomber|effacé|détruit|supprimé)(?!\w)[^.;!?]*"
    r"|(?<!\w)hat\s+uns\s+[^.;!?]{0,60}?(?:lahmgelegt|zerschossen|abgeschossen|gekostet|"
    r"kaputt\w*|gelöscht)(?!\w)[^.;!?]*"
    r"|(?<!\w)(?:so|damit|dadurch)\s+(?:haben|hat|ist|sind)\s+[^.;!?]{0,60}?"
    r"(?<!\w)(?:verloren|zerschossen|gelöscht|kaputt\w*|lahmgelegt|abgeschossen)(?!\w)[^.;!?]*"
    r"|(?<!\w)(?:fue|es)\s+(?:lo\s+que|como|por\s+lo\s+que)\s+[^.;!?]{0,60}?"
    r"(?<!\w)(?:tumbó|tiró|rompió|borró|perdimos|botó|(?:se\s+)?cayó|hizo\s+perder|hizo\s+caer|dejó\s+sin)(?!\w)[^.;!?]*"
    r"|(?<!\w)(?:ci\s+ha|ha|hanno)\s+(?:fatto\s+(?:perdere|cadere|saltare)|buttato\s+giù|rotto|cancellato)(?!\w)[^.;!?]*"
    r"|(?<!\w)(?:именно\s+)?так\s+(?:мы|у\s+нас)\s+[^.;!?]{0,60}?"
    r"(?<!\w)(?:положили|потеряли|уронили|снесли|сломали|грохнули)(?!\w)[^.;!?]*"
    r"|(?<![\u0600-\u06ff])(?:هو|هي)\s+(?:اللي|الذي|التي|ما)\s+[^.;!?؟]{0,40}?"
    r"(?:طيّح|طيح|وقّع|وقع|خرّب|خرب|ضيّع|ضيع|أضاع|أسقط|أوقع|مسح|أفقد)[^.;!?؟]*"
    r"|(?:就是|正是)[^。\uff1b\x3b!！?？]{0,30}?(?:搞挂|搞掛|挂掉|掛掉|宕机|宕機|搞崩|崩掉|弄挂|弄掛|搞丢|搞丟)[^。\uff1b\x3b!！?？]*"
    r"|(?:せいで|が原因で|のが原因で)[、,\s]*[^。;!！?？]{0,30}?"
    r"(?:止まった|落ちた|消えた|飛んだ|壊れた|死んだ|ダウンした|障害)[^。;!！?？]*"
    r"|(?<=[가-힣])\s*(?:게|것이|건)\s+[^.!?]{0,30}?원인이(?:었|에요|예요|다|입니|였)[^.!?]*",
    re.IGNORECASE,
)
# A thing said to do harm now, as the rule's reason ("pnpm only; npm breaks the lockfile", "npm
# casse le lockfile", "npm 会把锁文件搞乱", "con npm il lockfile si rompe", "npm macht die Lockfile
# kaputt", "npm rompe el lockfile", "npm ломает lock-файл", "npm يخرب ملف القفل"): the harm's
# verb, right after the thing (or, for a verb of getting broken, later in its clause), refuses it.
_HARM_NOW = Lazy(
    r"(?<=[\w`'\")\]])\s+(?:always\s+|just\s+|also\s+)?(?:breaks|corrupts|mangles|wrecks|trashes|"
    r"messes\s+up|casse|corrompt|bousille|pète|macht\s+[^.;!?]{0,30}?kaputt|zerschießt|rompe|destroza|"
    r"daña|corrompe|rovina|spacca|ломает|портит|يخرب|بيخرب|يكسر|بيكسر)(?!\w)[^.;!?]*"
    r"|(?<!\w)(?:si\s+rompe|se\s+rompe|se\s+casse|geht\s+kaputt|ломается)(?!\w)[^.;!?]*"
    r"|(?<=[A-Za-z0-9`'\")\]])\s*(?:会|會|总是|總是)?(?:把|將|将)[^。；;!！?？，,]{0,12}?"
    r"(?:搞乱|搞亂|弄乱|弄亂|搞坏|搞壞|弄坏|弄壞|搞挂|搞掛)[^。\uff1b\x3b!！?？]*"
    r"|(?<=[A-Za-z0-9`'\")\]])\s*(?:が|は|だと)[^。;!！?？、]{0,20}?(?:壊す|壊します|壊れる|壊れます|壊しちゃう)[^。;!！?？]*"
    # Korean's: the thing, used, tangles or breaks it ("npm 쓰면 lockfile 이 꼬여요", "npm은 lockfile을
    # 자꾸 깨뜨려서요")
    r"|(?<=[A-Za-z0-9`'\")\]])\s*(?:(?:은|는|이|가|을|를)(?![가-힣])|\s쓰면|\s사용하면|\s돌리면)[^.!?]{0,24}?"
    r"(?:꼬여|꼬이|깨져|깨지|깨뜨|깨트|망가)[^.!?]*",
    re.IGNORECASE,
)
# A story of harm that names its deed after the cause marker, not before the harm ("C'est un DROP
# TABLE lancé à la main qui nous a fait perdre …", "Из-за ручного DROP TABLE … мы потеряли …",
# "上次就是有人直接在正式機跑 DROP TABLE，整個系統停了三小時", "那次大故障，起因是有同事执行了 terraform
# apply"): the deed, read as refused.
_HARM_DEED_INSIDE = Lazy(
    # English's cleft, as French's ("It was an rm -rf on the shared mount that cost the gallery
    # team a week of uploads")
    r"(?<!\w)it\s+was\s+(?P<en>[^.;!?]{3,80}?)\s+that\s+(?:cost|lost|broke|killed|nuked|wiped|"
    r"crashed|deleted|took\s+[^.;!?]{0,30}?down|brought\s+[^.;!?]{0,30}?down)(?!\w)[^.;!?]*"
    r"|(?<!\w)c'est\s+(?P<fr>[^.;!?]{3,80}?)\s+qui\s+(?:nous\s+)?(?:a|ont)\s+(?:fait\s+(?:perdre|tomber|"
    r"planter|sauter)|cassé|planté|effacé|détruit)(?!\w)[^.;!?]*"
    r"|(?<!\w)из-за\s+(?P<ru>[^.;!?]{3,80}?)\s+(?:мы|у\s+нас)\s+[^.;!?]{0,40}?(?:потеряли|положили|уронили|"
    r"снесли|сломали|лишились|лёг|лег|упал)(?!\w)[^.;!?]*"
    r"|(?:就是|正是)(?P<zh>[^。；;!！?？，,]{2,40}?)[，,]\s*[^。\uff1b\x3b!！?？]{0,20}?(?:停了|停擺|停摆|掛了|挂了|"
    r"當掉|当掉|宕機|宕机|搞挂|搞掛|崩了)[^。\uff1b\x3b!！?？]*"
    r"|(?:故障|事故|宕机|宕機|停摆|停擺)[^。\uff1b\x3b!！?？]{0,6}[，,]\s*(?:起因|原因)(?:是|就是|在于|在於)"
    r"(?P<zh2>[^。\uff1b\x3b!！?？]{2,60})",
    re.IGNORECASE,
)
# An incident told: a time gone by (or someone who did it), a deed that names a command, and a
# loss after it in the same sentence ("Back when someone ran npm audit fix --force …, the booking
# page was down for a day", "去年、検証機で rm -rf を打ってしまい、…消えました", "上个月有人在生产库上
# 手动跑了 DROP TABLE，订单数据恢复了整整两天", "작년에 누가 … DROP TABLE 을 잘못 쳐서 … 날렸어요"): a
# story of harm, its deed refused — not the past told, which names no loss.
_INCIDENT_WHEN = Lazy(
    r"(?<!\w)(?:someone|somebody|quelqu'un|jemand|alguien|qualcuno|кто-то)(?!\w)|أحدهم|"
    r"(?<!\w)il\s+y\s+a\s+(?:\w+\s+){1,2}(?:ans?|mois|semaines?)(?!\w)|"
    r"^\s*(?:以前|之前|上次|前に)|有人|누가|誰か"
)
_LOSS = Lazy(
    r"(?<!\w)(?:wiped|lost|deleted|erased|nuked|trashed|crashed|took\s+[^.;!?]{0,30}?down|"
    r"(?:was|were|went)\s+down|(?:was|were|is|are|got)\s+gone|broke|perdu|effacé\w*|supprimé\w*|planté|verloren|gelöscht|"
    r"lahmgelegt|perdimos|perdió|borró|borramos|tumbó|perso|persi|cancellat\w|потеряли|потерял\w*|"
    r"удалил\w*|снесл\w*|положил\w*|ضاع|أضاع|فقدنا|مسح|"
    # a service down, and the days spent getting the data back ("war zwei Tage offline", "abbiamo
    # passato il weekend a recuperare i dati", "неделю восстанавливали записи", "on a mis une
    # semaine à le remonter"): the loss told by its cost
    r"offline|ausgefallen|en\s+panne|hors\s+service|fuori\s+uso|caíd[oa]|не\s+работал\w*|лежал\w*|"
    r"recuperar\w*|recupera(?:re|to|ti|ndo)|récupér\w*|restaur\w*|wiederhergestellt|wiederherstell\w*|"
    r"восстанавлива\w*|восстановил\w*|richiamare)(?!\w)|"
    # Arabic's loss with its prefix and ending ("وضاعت مطالبات أسبوع", "فخسرنا صور")
    r"(?:و|ف)?(?:ضاعت|ضاع|خسرنا|خسر|فقدنا)|"
    r"消え|消して|消しちゃ|飛んだ|飛びました|止まった|止まりました|落ちた|落ちました|"
    r"恢复了|恢復了|删了|刪了|删光|刪光|丢了|丟了|没了|沒了|挂了|掛了|停了|"
    r"날렸|날아갔|삭제됐|삭제되|지워졌|다운됐|먹통|"
    # a weekend lost, files chopped, work overwritten, a system stopped (Cantonese 咗)
    r"潰れ|吹っ飛|砍了|砍光|蓋掉|盖掉|停咗|冇咗|無咗|唔見咗|不見了|不见了"
)
_CLAUSE_CUT = Lazy(r"[,，、،]")


def _incident(text: str) -> str | None:
    """The words with an incident's deed refused (see _INCIDENT_WHEN), or None."""
    at = 0
    for part in re.split(r"(?<=[.;!?。；！？])", text):
        loss = _LOSS.search(part)
        if loss and (PAST_TOLD.search(part) or _INCIDENT_WHEN.search(part)):
            head = part[: loss.start()]
            cuts = [
                c.start() for c in _CLAUSE_CUT.finditer(head) if names_a_deed(head[: c.start()])
            ]
            end = cuts[-1] if cuts else len(head.rstrip())
            if names_a_deed(head[:end]):
                # its time is the harm's ("back when" is no condition), the deed's clause refused
                end += at
                # (and the deed's own day, "lancé un vendredi soir", is the story's, no rule's)
                told_when = [*PAST_TOLD.finditer(text[:end]), *TIMED.finditer(text, at, end)]
                deed = blank(text[:end], [m.span() for m in told_when])
                # the loss's clause is the harm's, no rule ("週末が丸ごと潰れました", "abbiamo
                # passato il weekend a recuperare i dati": no weekend the rule is timed by)
                loss_end = at + len(part.rstrip(".;!?。；！？ "))
                return f"{deed}{HARM_MARK} {blank(text, [(end, loss_end)])[end:]}"
        at += len(part)
    return None


# the mark that says "no" after what it refuses (forbidding.NEGATION_AFTER), in every language


def harm_told(text: str) -> str:
    """Words (normalised) with a story of harm's clause (see _HARM) read as a refusal of the deed
    before it: "terraform apply from a laptop ❌"; other words as they are."""
    inside = _HARM_DEED_INSIDE.search(text)
    if inside:
        deed = next(g for g in inside.groups() if g)
        if _NAMES_ANY.search(deed):
            return f"{text[: inside.start()]}{deed}{HARM_MARK}{text[inside.end() :]}"
    m = _HARM.search(text) or _HARM_NOW.search(text)
    if not m:
        return _incident(text) or text
    cause = text[: m.start()].rstrip(" ,，、—–-:")
    if not _NAMES_ANY.search(cause[max(cause.rfind(c) for c in ".;!?。；") + 1 :]):
        return text  # the deed names no command, program or path: nothing to refuse
    end = m.end()
    if _REASON_OPENS.search(cause[max(cause.rfind(c) for c in ".;!?。；") + 1 :]):
        # the harm as the reason of the rule after it ("Since stray pip installs broke the
        # server, packages go in with poetry add"): the harm's clause ends at its comma
        comma = _CLAUSE_CUT.search(text, m.start(), end)
        end = comma.start() if comma else end
    return f"{cause}{HARM_MARK}{text[end:]}"


# A reason's clause opened before the rule it gives the reason of.
_REASON_OPENS = Lazy(
    r"^\s*(?:since|because|as|weil|da|parce\s+que|comme|porque|como|perché|poiché|siccome|"
    r"так\s+как|поскольку|لأن|因为|因為|由于|由於)(?!\w)",
    re.IGNORECASE,
)


_NAMES_ANY = Lazy(r"[a-z0-9]")
