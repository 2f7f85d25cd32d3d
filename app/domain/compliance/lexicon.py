"""The words the rule reader looks for, in the 11 UI languages (en zh ja ko fr de es it ru ar):
what forbids, what names an alternative, what makes a rule conditional, and the nouns of each
family. Every table is one compiled pattern; a Latin or Cyrillic word matches as a whole word
(with the endings its entry allows), a CJK or Arabic one anywhere."""

from __future__ import annotations

import re

from app.domain.scripts import ARABIC, HAN_EXTENSION_A, HAN_UNIFIED, HANGUL_SYLLABLES, KANA

_CJK = KANA + HAN_EXTENSION_A + HAN_UNIFIED + HANGUL_SYLLABLES


class Lazy:
    """A regular expression compiled when first used: the word tables are read only when a
    rule's words are (`read_rule`), so a hook that checks an action against rules whose readings
    were confirmed never compiles them (importing the package stays cheap)."""

    __slots__ = ("_flags", "_rx", "_source")

    def __init__(self, source: str, flags: int = 0):
        self._source, self._flags, self._rx = source, flags, None

    def _compiled(self) -> re.Pattern:
        rx = self._rx
        if rx is None:
            rx = self._rx = re.compile(self._source, self._flags)
        return rx

    def search(self, *args):
        return self._compiled().search(*args)

    def match(self, *args):
        return self._compiled().match(*args)

    def fullmatch(self, *args):
        return self._compiled().fullmatch(*args)

    def finditer(self, *args):
        return self._compiled().finditer(*args)

    def findall(self, *args):
        return self._compiled().findall(*args)

    def sub(self, *args):
        return self._compiled().sub(*args)

    def split(self, *args):
        return self._compiled().split(*args)

    @property
    def pattern(self) -> str:
        return self._source


def words(*items: str) -> Lazy:
    """One pattern for the items (regular expressions): whole words for Latin and Cyrillic ones."""
    raw, elided, whole = [], [], []
    for item in items:
        if re.match(rf"[{_CJK}{ARABIC}]", item):
            raw.append(item)
        elif (
            item.endswith("'") or "'(?" in item
        ):  # an elided article or negation ("n'", "d'"): a word follows
            elided.append(item)
        else:  # after an apostrophe or a hyphen too: "l'impératif", "force-push"
            whole.append(item)
    parts = []
    if whole:
        parts.append(r"(?<!\w)(?:" + "|".join(f"(?:{i})" for i in whole) + r")(?![\w'])")
    if elided:
        parts.append(r"(?<!\w)(?:" + "|".join(f"(?:{i})" for i in elided) + ")")
    parts += raw
    return Lazy("|".join(f"(?:{p})" for p in parts), re.IGNORECASE)


# Where a Latin word touches a Chinese, Japanese or Korean character ("main에", "pushしないで",
# "src目錄"): a rule's words get a space there, so every table reads the Latin word whole (a class
# of the CJK ranges in each table's word boundary would cost ~5 ms a table to compile).
_SCRIPT_SEAM = Lazy(
    rf"(?<=[A-Za-z0-9_])(?=[{_CJK}])|(?<=[{_CJK}])(?=[A-Za-z0-9_])"
    # a glob or a folder's slash before a Korean particle ("release/**는", "vendor/에는")
    rf"|(?<=[/*])(?=[\uac00-\ud7a3])"
)


def spaced(text: str) -> str:
    """The text with a space between a Latin word and a CJK character next to it."""
    return _SCRIPT_SEAM.sub(" ", text)


def blank(text: str, spans) -> str:
    """The text with the (start, end) spans blanked (same length, so offsets still hold)."""
    chars = list(text)
    for s, e in spans:
        chars[s:e] = " " * (e - s)
    return "".join(chars)


def table(*lines: str) -> Lazy:
    """`words` of the items written one after another, separated by ";" (tables stay compact)."""
    return words(*(item.strip() for line in lines for item in line.split(";") if item.strip()))


# ---------------------------------------------------------------- forbidding

# Words that forbid what follows them in their clause.
NEGATION_BEFORE = table(
    r"never;don'?t;do\s+not;does\s+not;doesn'?t;no;not;nothing(?=\s+(?:goes|lands|gets));avoid(?:ing)?;without;"
    r"stop\s+using;refrain\s+from;can'?t;cannot;must\s+not;mustn'?t;should\s+not;"
    r"shouldn'?t;forbid(?:den)?;ban;nor;none\s+of;不要;不准;不许;不許;禁止;别;別;勿;不得;不能;不用;避免;绝不;"
    r"絕不;从不;從不;不可;不应;不應;严禁;嚴禁;不使用;不写;不寫;不加;不带;不帶;不含;不出现;不出現;不是;而不是;而非;唔好;唔准;唔可以;"
    # French "ne … que" says only, not no: "Ne modifie que les fichiers sous app/"
    r"ne(?!\s+\S+\s+(?:\S+\s+)?que\b);n'(?!\S+\s+(?:\S+\s+)?que\b);jamais;"
    r"pas;sans;évit(?:e|ez|er);aucun(?:e|s)?;ni;nie;niemals;nicht;"
    r"kein(?:e|en|em|er|es)?;ohne;vermeide(?:n)?;nunca;jam[aá]s;sin;evit(?:a|ar|e|es);"
    r"ning[uú]n(?:a)?;nada\s+de;non;mai;niente;nessun(?:a|o)?;senza;evit(?:a|are);не;"
    r"никогда;нельзя;без;избега(?:й|йте|ть);никаких;ни;أبدا;أبداً;ابدا;بدون;دون;من\s+غير;"
    r"تجنب;ممنوع;يمنع;عدم;إياك;"
    # Arabic's short particles as words of their own ("لا", "ولا", "لن", "ليس"), not inside one:
    # "لا" stands in "الاختبار" (the test) and "الالتزام"; a leading class keeps them whole words
    # and "ألا" (that … not: "أرجو ألا تضع أي جدول")
    r"[وف]?لا;[وف]?ألا;[وف]?لن;[وف]?ليست?;絶対に;決して;절대(?:로)?;interdiction\s+d[e'];"
    r"interdit\s+d[e'];défense\s+d[e'];(?:está\s+)?prohibido;(?:è\s+)?vietato;verboten;"
    r"запрещено;запрещается;يحظر;محظور;stop\s+\w+ing;quit\s+\w+ing;no\s+more;arrête\s+d[e'];"
    r"arrêtez\s+d[e'];hör\s+auf;hört\s+auf;deja\s+de;dejá\s+de;smetti\s+di;smettila\s+di;"
    r"перестань;хватит;توقف\s+عن;كف\s+عن;别再;不要再;別再;그만"
)
# Words that forbid what stands before them in their clause (SOV languages, "X is forbidden").
NEGATION_AFTER = table(
    r"(?:is|are)\s+(?:not\s+allowed|forbidden|banned|prohibited|off-limits|not\s+permitted);"
    r"not\s+allowed;forbidden;banned;off[- ]limits;prohibited;disallowed;not\s+permitted;禁止;不行;不可以;ない;ないで;わず;せず;禁止;不可;避け;ダメ;だめ;なし;禁物;てはいけ;ではいけ;ちゃいけ;じゃいけ;てはなら;てはなりません;べからず;금지;않;말\s*것;"
    r"마세요;마라;말아;지\s*마;지\s*말;피하;없이;interdit(?:e|s|es)?;à\s+éviter;proscrit(?:e|s)?;"
    r"verboten;tabu;prohibid(?:o|a|os|as);vietat(?:o|a|i|e);da\s+evitare;untouched;read-only;unangetastet;intact(?:e|s|es)?;intocad(?:o|a|os|as);intatt(?:o|a|i|e);"
    r"запрещен(?:о|ы|а)?;запрещён;غير\s+مسموح;やめ;止め;그만;厳禁;"
    # refraining: "이모지 사용 자제해 주세요", "絵文字は控えてください"
    r"자제;控え;"
    # Korean written notices: "yarn 사용 지양" (to be avoided), "수정 불가" (not allowed, but not
    # 불가피, unavoidable), "삼가 주십시오" (refrain), "불허" (not permitted), "금물" (taboo)
    r"지양;불가(?!피);삼가;불허;금물;"
    # "顔文字も絵文字もNG" (no good, closing the rule), "이모지 ㄴㄴ" (Korean chat's "no no", its
    # letters as NFKC leaves them)
    r"ng(?=\s*[.!。！]*\s*$);\u1102\u1102;ㄴㄴ;"
    # Korean "it is not all right" after what is done: "쓰면 안 돼요", "올리는 건 안 됩니다"
    r"안\s*(?:돼|됩니다|된다|되는|되요|됨);"
    # and in chat's cute endings: "안 됩니당", "안 돼용", "안 되여"
    r"안\s*(?:됩니당|돼용|되용|돼여|되여|됨당|됨요|대요|댐);"
    # a memo's "not using": "poetry 안 씀", "안 쓰기", "안 쓴다"
    r"안\s*(?:씀|쓰기|쓴다|쓸\s*것);"
    # and said of the house's way: "이 레포는 yarn 안 써요", "안 씁니다", "안 쓰고" (not "안 써도",
    # which permits, nor "안 쓰면", a condition)
    r"안\s*(?:써(?!도|야)|씁니|쓰고|쓰는)(?![가-힣]*면);"
    # there is no need to: "푸시할 필요 없어요", "쓸 필요는 없습니다", "고칠 필요 없음"
    r"필요\s*(?:가|는)?\s*없(?!이);"
    # a memo's "not doing": "main 직접 push 안 하기", "수정 안 함", "푸시 안 할 것"
    r"안\s*(?:하기|함|한다|할\s*것);"
    # the written verb "to forbid" (금하다: "사용을 금합니다", "금한다"), "strictly forbidden"
    # (엄금), "let's not" (하지 맙시다), chat's "no no" (노노), "it is a problem if" (하면 곤란해요),
    # and "must not" before any ending (하면 안 되니까, 해서는 안 되죠)
    r"금(?:합니다|한다|함|해요|하오|하니|하며)(?![가-힣]);엄금;지\s*맙;노노;면\s*곤란;"
    r"면\s*안\s*(?:되|돼|됩|된|됨);서는\s*안\s*(?:되|돼|됩|된|됨);"
    # leaving it out: "이모지는 빼 주세요", "빼 줘", "빼세요" (not "빼고", which may be "except")
    r"빼\s*(?:주세요|줘|주십시오|줄래|주라)|빼(?:세요|십시오|라|요)(?![가-힣]);"
    # a mark that says "no" after what it refuses, as chat writes it: "commit msg에 emoji ❌"
    r"❌;🚫;⛔;🙅;"
    # chat's closing "X" after a Korean word ("dist 커밋 X"), and "you will be told off if"
    # ("이모지 쓰면 혼나요")
    r"(?<=[가-힣]\s)x(?=\s*[.!]*\s*$);면\s*혼나;"
    # dropping it: "yarn은 버려", "moment는 버리고" (after the thing's particle, not "지워 버려")
    r"(?<=[은는을를]\s)버(?:려|려요|리세요|립시다|리자|리고|릴\s*것)"
)
# "emoji-free", "lodash-frei": what stands before is left out.
NEGATION_AFTER = Lazy(NEGATION_AFTER.pattern + r"|^-(?:free|frei|libre|libero)\b", re.IGNORECASE)
# German puts "nicht" after the object ("Verwende npm nicht"): at the end of a clause it forbids
# what stands before it.
NICHT_AT_END = Lazy(r"(?<![\w])nicht(?:\s+mehr)?\s*$", re.IGNORECASE)

# "X instead of Y", "rather than Y", "Y の代わりに X": the marked term is the one not to use.
ALTERNATIVE_BEFORE = table(
    r"instead\s+of;rather\s+than(?:\s+(?:in|as|with))?;in\s+place\s+of;over;而不是;而非;代替;取代;替代;替换;"
    # with the preposition the alternative keeps ("plutôt qu'en puces", "rather than in tables")
    r"au\s+lieu\s+d[e'];plutôt\s+qu(?:e|')(?:\s*(?:en|à|avec|sous\s+forme\s+de)(?!\w))?;"
    r"à\s+la\s+place\s+d[e'];statt(?:\s+(?:in|mit|als))?;anstatt(?:\s+(?:in|mit|als))?;"
    r"anstelle\s+von;en\s+lugar\s+de;en\s+vez\s+de;invece\s+di;anziché;"
    r"al\s+posto\s+di;вместо;а\s+не;بدلا\s+من;بدلاً\s+من;عوضا\s+عن;عوضاً\s+عن"
)
ALTERNATIVE_AFTER = table(r"の代わりに;ではなく;じゃなく;より;대신;말고;보다;아니라")

# Words that ask for something to be used: a term named with one is required.
USE = table(
    r"use[sd]?;using;prefer(?:red|s)?;stick\s+to;switch\s+to;go\s+with;only;always;用;"
    r"使用;采用;採用;只用;改用;统一;統一;使う;使って;使用;を使;사용;쓰;써;"
    # Korean says the means with the instrumental particle: "pnpm으로만 해 주세요" (only with),
    # "yarn으로 설치하세요" (install with)
    r"(?:으)?로만;(?:으)?로\s*(?:해|하|설치|실행|돌려|돌리|빌드|작성|써|쓰)\w*;utilis(?:e|ez|er);"
    # and in every register: "pnpm으로 할 것", "…으로 합시다", "…으로 한다", "…으로 부탁드립니다"
    r"(?:으)?로\s*(?:할|합|한다|부탁)\w*;"
    # "pnpm만 씁니다", "httpx만 사용": only this one, by the particle 만 before a verb of using
    r"만\s*(?:씁|쓰|써|씀|사용);"
    # a memo's "using" ("uv 씀"), and "X만" closing the rule ("패키지 설치는 pnpm만")
    r"(?<=\s)씀(?=\s*[.!~]*\s*$);(?<=[a-z0-9]\s)만(?=\s*[.!~]*\s*$);"
    # a means named after a verb of installing, running or building ("Install with pnpm", "Ставь
    # пакеты через pnpm", "installiere mit uv"): the one to use
    r"(?:install|build|run|add|start)\w*(?:\s+[\w-]+){0,2}?\s+(?:with|via|using|through);"
    r"installier\w*(?:\s+\w+){0,2}?\s+(?:mit|über);install\w*(?:\s+\w+){0,2}?\s+(?:avec|via|par|con|tramite);mit\s+[\w.-]+\s+(?:\w+\s+)?installiert;で(?:\S{1,8}を)?\s*(?:入れ|インストール|導入|動かし|実行|回し|走らせ);でお願い;(?:تثبت|نثبت|يثبت|ثبت)\s+(?:\S+\s+){0,2}?بـ?;"
    r"instal(?:a|e|en|ar)\w*(?:\s+\w+){0,2}?\s+con;(?:став|устанавлива|запуска|собира)\w*(?:\s+\w+){0,2}?\s+"
    r"(?:через|с\s+помощью);"
    r"préf(?:è|é)r(?:e|ez|er);uniquement;seulement;toujours;verwende(?:n)?;"
    r"nutze(?:n)?;benutze(?:n)?;nimm;nur;immer;usa(?:r)?;utiliza(?:r)?;emplea(?:r)?;"
    r"prefiere;s[oó]lo;siempre;usare;utilizza(?:re)?;preferisci;soltanto;sempre;"
    r"используй(?:те)?;использовать;пользуйся;только;всегда;استخدم;استعمل;فقط;دائما;"
    r"دائماً;usamos;utilizamos;usiamo;utilizziamo;utilisons;используем;пользуемся;نستخدم;نستعمل;usi;usas;lanc\w*(?:\s+\S+){0,3}?\s+avec;lanci\w*(?:\s+\S+){0,3}?\s+con;se\s+\w+(?:a|e|an|en)\s+con;si\s+\w+(?:a|e|ano|ono)\s+con"
)

# A rule that holds only sometimes is not one the checker can judge alone.
CONDITION = table(
    r"if;until;when;whenever;as\s+long\s+as;provided;如果;若;假如;"
    r"当(?!前|然);當(?!前|然);的时候;的時候;只有在;場合;なら;たら;ときは;時は;경우;때는;때에는;si(?!\s+chiam|\s+\w+(?:ano|ono)\b)(?<!qui\ssi)(?<!non\ssi)(?<!\bci\ssi)(?<!\blo\ssi)(?<!\bda\snoi\ssi);"
    r"lorsque;quand;tant\s+que;wenn;falls;sofern;solange;"
    r"cuando;mientras;quando;finché;если;пока;когда;"
    r"(?:و|ف)?(?:إذا|اذا|عندما|حين|حينما|لو|طالما)"
)
# A rule tied to a day of the week, the weekend or an hour of the day ("on Fridays", "freitags",
# "금요일에는", "周末", "after 6pm") holds only then: the checker does not know when an output was
# made, so it is one it cannot judge alone, as a condition is.
TIMED = table(
    r"(?:on\s+)?(?:mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|weekends?);"
    r"(?:montags|dienstags|mittwochs|donnerstags|freitags|samstags|sonntags|am\s+wochenende|wochenende);"
    r"(?:le\s+)?(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|week-end)s?;"
    r"(?:los\s+)?(?:lunes|martes|miércoles|jueves|viernes|sábados?|domingos?);fines?\s+de\s+semana;"
    r"(?:il\s+|di\s+)?(?:lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica);fine\s+settimana;"
    r"по\s+(?:понедельникам|вторникам|средам|четвергам|пятницам|субботам|воскресеньям|выходным);"
    r"в\s+(?:понедельник|вторник|среду|четверг|пятницу|субботу|воскресенье|выходные);"
    r"(?:after|before|nach|vor|après|avant|después\s+de\s+las|dopo\s+le|после)\s+\d{1,2}(?:[:.h]\d{2})?\s*(?:pm|am|uhr|h)?;"
    r"الجمعة;السبت;الأحد;الاثنين;الثلاثاء;الأربعاء;الخميس;نهاية\s+الأسبوع;"
    r"星期[一二三四五六日天];周[一二三四五六日];週[一二三四五六日];礼拜[一二三四五六日天];禮拜[一二三四五六日天];"
    r"周末;週末;月曜;火曜;水曜;木曜;金曜;土曜;日曜;"
    r"월요일;화요일;수요일;목요일;금요일;토요일;일요일;주말;시\s*(?:이후|넘어서)"
)
# "Unless …", "except …", "sauf …", "außer …", "除非…", "…以外", "…빼고": the rule holds but in a case
# the output may not show — so what breaks it is in doubt (the checker says `unknown`), what
# keeps it is kept. Markers that open their clause, and those that close it.
EXCEPTION_OPEN = table(
    r"unless;except(?:\s+(?:for|when|if|in|on))?;excepting;other\s+than;apart\s+from;"
    r"with\s+the\s+exception\s+of;sauf;à\s+moins\s+qu[e'];excepté;hormis;à\s+l'exception\s+d[e'];"
    r"außer;es\s+sei\s+denn;ausgenommen;mit\s+ausnahme;salvo;excepto;a\s+menos\s+que;"
    r"a\s+no\s+ser\s+que;con\s+excepción\s+de;tranne;eccetto;a\s+meno\s+che;fuorché;"
    r"ad\s+eccezione\s+di;кроме;за\s+исключением;если\s+только\s+не;"
    r"(?:و|ف)?(?:إلا|الا|باستثناء|عدا|ماعدا|ما\s+عدا|ما\s+لم);除非;除了;除开;ただし;但し"
)
# "Without asking": the rule holds unless the user was asked, which no output shows (its break
# is in doubt); the words stand beside the verb, so nothing of the rule is left out for them.
UNASKED = table(
    r"without\s+(?:asking|checking|my\s+(?:ok|okay|approval|permission|consent)|permission|approval);"
    r"sans\s+(?:me\s+)?demander;sans\s+(?:mon\s+|ma\s+)?(?:accord|permission|validation);"
    r"ohne\s+(?:zu\s+)?(?:fragen|rückfrage|meine\s+\w+|erlaubnis|zustimmung|freigabe);"
    r"sin\s+(?:preguntar\w*|consultar\w*|(?:mi\s+)?permiso|(?:mi\s+)?aprobación);"
    r"senza\s+(?:chiedere\w*|(?:il\s+mio\s+)?permesso|(?:la\s+mia\s+)?approvazione);"
    r"без\s+(?:спроса|разрешения|согласования|моего\s+\w+);не\s+спросив;"
    r"(?:دون|بدون)\s+(?:أن\s+تسأل\w*|إذن\w*|سؤالي|موافقت\w*|الرجوع\s+إلي);"
    r"未经;未經;没问过;沒問過;不经过我;不經過我;擅自;勝手に;確認なしに;無断で;허락\s*없이;묻지\s*않고;"
    r"물어보지\s*않고;확인\s*없이;마음대로"
)
# "Don't forget to …", "n'oublie pas de …", "别忘了…", "…を忘れないで": a negated verb of
# forgetting asks for what follows — its negation forbids nothing (the phrase is taken out).
REMIND = Lazy(
    r"(?<!\w)(?:(?:don'?t|do\s+not|never)\s+forget(?:\s+to)?|n'oublie(?:z)?\s+pas(?:\s+d[e'])?|"
    r"vergiss\s+nicht|vergessen\s+sie\s+nicht|no\s+olvides(?:\s+de)?|no\s+se\s+olvide\s+de|"
    r"non\s+dimenticar(?:e|ti)(?:\s+di)?|не\s+забы?(?:вай|удь|дьте|вайте)(?:те)?|"
    r"لا\s+تنس(?:ى|ي|وا)?)(?!\w)"
    r"|别忘了|別忘了|别忘记|別忘記|不要忘记|不要忘了|不要忘記|不要忘了|のを忘れないで(?:ください)?|"
    r"を忘れないで(?:ください)?|忘れないで(?:ください)?|忘れずに|"
    # Korean, the same phrase ("한국어로 대답하는 거 잊지 마세요")
    r"(?:거|것|걸|것을)?\s*잊지\s*(?:마세요|마십시오|말아\s*주세요|말아\s*줘|마|말고|말\s*것)",
    re.IGNORECASE,
)
# "Don't hesitate to …", "n'hésite pas à …", "… is not a problem", "no need to ask before …":
# a negation that permits or encourages — it forbids nothing (the phrase is taken out; what is
# left is a permission, which no reading checks).
PERMISSION = Lazy(
    r"(?<!\w)(?:(?:don'?t|do\s+not)\s+hesitate(?:\s+to)?|(?:it'?s\s+|it\s+is\s+)?no\s+problem(?:\s+to|\s+if)?|"
    r"(?:is\s+|are\s+)?not\s+a\s+problem|no\s+need\s+to\s+ask(?:\s+me)?(?:\s+before|\s+first)?|"
    r"(?:you\s+)?(?:don'?t|do\s+not)\s+need\s+to\s+ask(?:\s+me)?(?:\s+before|\s+first)?|"
    r"n'hésite(?:z)?\s+pas(?:\s+à)?|(?:ce\s+n'est\s+)?pas\s+(?:de\s+|un\s+)?problème|"
    r"pas\s+besoin\s+de\s+(?:me\s+)?demander(?:\s+avant)?|zögere?\s+nicht|zögern\s+sie\s+nicht|"
    r"kein\s+problem|(?:du\s+)?musst\s+(?:mich\s+)?nicht\s+(?:vorher\s+)?fragen|no\s+dudes?\s+en|"
    r"no\s+(?:hay\s+)?problema(?:\s+en)?|no\s+(?:hace\s+falta|necesitas)\s+preguntar(?:me)?(?:\s+antes)?|"
    r"non\s+esit(?:are|i)\s+(?:a|ad)|nessun\s+problema|non\s+(?:serve|c'è\s+bisogno\s+di)\s+chieder(?:e|mi)(?:\s+prima)?|"
    r"не\s+стесняй(?:ся|тесь)|не\s+бойся|не\s+проблема|без\s+проблем|не\s+нужно\s+(?:меня\s+)?спрашивать|"
    r"لا\s+تتردد(?:\s+في)?|لا\s+مشكلة(?:\s+في)?|لا\s+داعي\s+(?:ل|لأن|أن)\s*تسأل\w*)(?!\w)"
    r"|不要犹豫|不用犹豫|别犹豫|不要猶豫|不用猶豫|別猶豫|没问题|沒問題|不用问我?|不用問我?|不必问|不必問|"
    r"遠慮なく|気にせず|問題ない|問題ありません|聞かなくていい|聞かなくて大丈夫",
    re.IGNORECASE,
)
EXCEPTION_CLOSE = Lazy(
    r"(?:以外(?:は|に|で|の)?|(?:を|は)除(?:いて|き|く)|除外|(?:을|를)?\s*제외하고|(?:은|는)?\s*빼고|외에는"
    # Korean "unless": a case named, then "if it is not" ("급한 경우 아니면", "급한 거 아니면"), or
    # the user saying otherwise ("내가 따로 말 안 하면", "별말 없으면", "달리 요청하지 않는 한")
    r"|(?<=[가-힣])\s*(?:이|가)?\s*아니면(?![가-힣])"
    r"|(?:따로|달리|별도로|다르게|특별히)\s*(?:말|얘기|이야기|요청|지시|부탁|언급)\w*\s*(?:을|를)?\s*"
    r"(?:안\s*하면|하지\s*않으면|않으면|없으면|않는\s*한|안\s*했으면)"
    r"|(?:별|다른|특별한|따로)\s*(?:말|말씀|얘기|요청|지시)\s*(?:이|가|은|는)?\s*없으면"
    r"|(?:요청|말|부탁|지시)\w*\s*(?:하지\s*)?않는\s*한)"
)


def exceptions(text: str) -> list[tuple[int, int]]:
    """The spans of the clauses that make an exception to a rule ("unless I ask", "sauf pour le
    code", "…以外は"): from an opening marker to its clause's end, or from a clause's start to
    a closing one."""
    spans = clauses(text)
    out = []
    for m in EXCEPTION_OPEN.finditer(text):
        _c0, c1 = next(((a, b) for a, b in spans if a <= m.start() < b), (m.start(), len(text)))
        # a pair closes it before its clause ends: "除了 main 以外的分支都可以推送"
        close = EXCEPTION_CLOSE.search(text, m.end(), c1)
        out.append((m.start(), close.end() if close else c1))
    for m in EXCEPTION_CLOSE.finditer(text):
        c0, _c1 = next(((a, b) for a, b in spans if a <= m.start() < b), (0, m.end()))
        # an exception in brackets ("release/* への push は禁止（release/next は除く）") opens there
        opened = max(text.rfind("(", c0, m.start()), text.rfind("（", c0, m.start()))
        out.append((opened + 1 if opened >= 0 else c0, m.end()))
    # Korean says an exception as a permission after the rule: "tests/ 폴더는 수정 금지, 단
    # fixtures는 괜찮음", "legacy/는 건드리지 마. legacy/README.md는 돼"
    out += korean_permitted(text)
    return out


def korean_permitted(text: str) -> list[tuple[int, int]]:
    """The spans of the clauses a Korean rule closes with a permission of what it names (see
    _KO_PERMITTED), after the clause that made the rule."""
    if not KO_HANGUL.search(text):
        return []
    return [(a, b) for a, b in clauses(text)[1:] if _KO_PERMITTED.search(text, a, b)]


def korean_permitted_topic(text: str, span: tuple[int, int]) -> str | None:
    """The name a Korean permission clause allows ("fixtures" of "단 fixtures는 괜찮음")."""
    m = _KO_PERMITTED.search(text, *span)
    if m is None:
        return None
    words = text[span[0] : m.start()].split()
    return words[-1] if words else None


# A thing named as the topic of a permission closing its clause ("X는 괜찮음", "X는 돼요", "X는
# 예외", "X도 OK"), after a clause that made the rule.
_KO_PERMITTED = Lazy(
    r"(?<=[\w/*.)\]])\s*(?:은|는|도|만)\s*(?:괜찮\w*|상관\s*없\w*|돼요?|됩니다|됨|허용\w*|ok|오케이|"
    r"ㅇㅋ|예외\w*|수정해도\s*(?:돼|되|됨)\w*|건드려도\s*(?:돼|되|됨)\w*)\s*[.!~]*\s*$"
)


# "Even when I write in English", "auch wenn", "即使": a clause that says when the rule still holds
# (it makes the rule no less lasting, and what it names is not what the rule asks). Markers that
# open their clause, and those that close it (Japanese, Korean).
CONCESSIVE_OPEN = table(
    r"even\s+(?:when|if|though|in);regardless\s+of;no\s+matter;whatever\s+language;"
    r"même\s+(?:si|quand|lorsque|en);quelle\s+que\s+soit;auch\s+wenn;selbst\s+wenn;sogar\s+wenn;"
    r"egal\W+(?:ob|in|welche\w*);unabhängig\s+davon;obwohl;obgleich;though;although;bien\s+que;"
    r"quoique;a\s+pesar\s+de;sebbene;benché;nonostante;malgrado;(?:пусть|хоть)\s+(?:я|мы)\s+и;хотя;"
    r"(?:وإن|ولو);حتى\s+إن;مع\s+أن;مع\s+ان;رغم\s+أن;على\s+الرغم\s+من;虽然;雖然;尽管;儘管;"
    r"حتى\s+ان;incluso\s+(?:si|cuando);aun(?:que|\s+cuando|\s+si);"
    r"sin\s+importar;anche\s+(?:se|quando);perfino\s+se;indipendentemente;даже\s+(?:если|когда);"
    r"независимо\s+от;حتى\s+(?:لو|إذا|اذا|عندما|وإن|وان);بغض\s+النظر;即使;即便;就算;哪怕;不管;无论;無論;"
    r"たとえ;아무리;"
    # the user's own messages in a language ("I may write in French", "Ich schreibe dir manchmal
    # auf Englisch", "Я иногда пишу по-английски"): when the rule holds, not what it asks
    r"I\s+(?:may\s+|might\s+|sometimes\s+|often\s+|usually\s+|will\s+|could\s+)*(?:write|ask|speak|type|talk|message);"
    r"ich\s+(?:schreibe|frage|spreche|rede);j'écris;je\s+(?:t'|te\s+|vous\s+)?(?:écris|parle|pose);"
    r"(?:te\s+|le\s+)?(?:escribo|hablo|pregunto);(?:ti\s+|le\s+)?(?:scrivo|parlo|chiedo);"
    r"я\s+(?:\w+\s+)?(?:пишу|спрашиваю|говорю);(?:كتبت|أكتب|سألتك|أسألك|تحدثت|أتحدث);"
    r"我用.{1,8}?(?:问|問|写|寫|说|說|提问|提問|聊)"
)
CONCESSIVE_CLOSE = Lazy(
    # the concessive clause may close the sentence ("…영어로 써 줘. 한국어로 물어봐도.")
    r"(?:ても|でも)(?=[、，,。.]|\s|$)|(?:더라도|라도|어도|아도|써도|해도|와도|봐도|줘도|여도)(?=[,，.。!\s]|$)"
    # but not a permission: "푸시해도 돼", "써도 괜찮아요"; what is written elsewhere: "npm이라고 되어 있지만"
    r"(?!\s*(?:돼|되|됩|된|됨|괜찮|좋|ok|ㅇㅋ))|(?:이?라고|고)\s*(?:되어|돼|적혀|써)\s*있(?:지만|는데)|と書いて(?:あります|ある)(?:が|けど)"
    # "also when" is "even when": "영어로 질문할 때도", "영어로 쓸 때에도", "영어인 경우에도"
    r"|(?<=[가-힣]\s)(?:때|경우)에?도(?=[,，.。!\s]|$)"
    # Japanese verbs of writing to one, run into what follows ("英語で話しかけても日本語で答えて");
    # not a permission ("書いてもいい")
    r"|(?:話しかけ|書い|聞い|質問し|話し|言っ|送っ)ても(?!(?:いい|良い|構わ|かまわ|大丈夫|OK))"
    # Chinese "when …, still/also …" ("我用英文问你的时候，也请用中文回答")
    r"|(?:的)?(?:时候|時候)(?=\s*[，,]\s*(?:也|都|还是|還是|仍然|依然|照样|照樣))"
)

# Clauses: a rule's terms are read clause by clause.
CLAUSE = Lazy(
    # a full stop before a space ends a sentence ("…영어로 써 줘. 한국어로 물어봐도."); inside a
    # word ("README.md", "e.g") it does not; nor does a colon or semicolon that is an emoticon's
    # eyes, given as an example in the rule ("이모티콘(:) 같은 거)", "顔文字（;-Pなど）")
    r"[,，；：。、!！?？\n،؛]|[;:](?!['-]?(?:[)(\]\[|*]|[DPp](?![A-Za-z0-9])))|"
    r"(?<![A-Za-z]\.[A-Za-z])(?<!\be\.g)(?<!\bi\.e)\.(?=\s)|\s[-–—]\s|"
    r"\s+(?:but|aber|mais|pero|ma|но|لكن)\s+",
    re.IGNORECASE,
)


# Korean joins two predicates in one sentence by a connective ending on the first verb ("main에는
# 푸시하지 말고 feature/*에만 푸시해", "푸시는 하되 main에는 하지 마", "staging은 되지만
# production은 안 돼"): the ending closes a clause as a comma would. A word (Hangul followed by a
# space) closes a clause when it ends in one of these endings after a stem of at least one
# syllable; "지 말고" closes one even without the space ("하지말고feature/*에만"). Not read as
# connectives: quotation ("'WIP'라고 쓰지 마"), "X 말고 Y" after a noun ("not X but Y": the
# alternative, read by ALTERNATIVE_AFTER), nouns that end alike (최고, 참고, 경고…), and "-거나"
# ("or"), whose prohibition holds for both predicates.
_KO_CONNECTIVE = ("지만", "는데", "은데", "인데", "되", "으며", "며", "고")
_KO_NOT_CONNECTIVE = frozenset(
    [
        "라고",
        "이라고",
        "다고",
        "냐고",
        "자고",
        "말고",
        "최고",
        "참고",
        "경고",
        "광고",
        "보고",
        "창고",
        "사고",
        "재고",
        "원고",
        "신고",
        "안되",
    ]
)
_KO_WORD = Lazy(r"(?<![가-힣])[가-힣]+(?=\s+\S)")
_KO_DONT_AND = Lazy(r"지\s*말고(?=\S)|(?<=지\s)말고(?=\s+\S)")


def _korean_breaks(text: str) -> list[int]:
    """Where a Korean connective ending closes a clause (see _KO_CONNECTIVE): the offsets just
    after it."""
    out = [m.end() for m in _KO_DONT_AND.finditer(text)]
    for m in _KO_WORD.finditer(text):
        word = m.group()
        if (
            any(word.endswith(q) for q in ("라고", "다고", "냐고", "자고"))
            or word in _KO_NOT_CONNECTIVE
        ):
            continue
        if any(word.endswith(e) and len(word) > len(e) for e in _KO_CONNECTIVE):
            out.append(m.end())
    return out


def clauses(text: str) -> list[tuple[int, int]]:
    """The (start, end) spans of a rule's clauses."""
    cuts = [0]
    found = [(m.start(), m.end()) for m in CLAUSE.finditer(text)]
    if any("\uac00" <= ch <= "\ud7a3" for ch in text):
        found = sorted(found + [(i, i) for i in _korean_breaks(text)])
    inside = [m.span() for m in _PARENTHESES.finditer(text)] if "(" in text or "（" in text else []
    for start, end in found:
        if start < cuts[-1]:  # inside a cut already made
            continue
        if text[start:end] in _LIST_COMMAS and any(a < start < b for a, b in inside):
            continue  # a list of examples in parentheses: "웃음 표시(ㅋㅋ, ㅎㅎ) 금지"
        cuts += [start, end]
    cuts.append(len(text))
    return [(cuts[i], cuts[i + 1]) for i in range(0, len(cuts), 2)]


_PARENTHESES = Lazy(r"[(（][^()（）\n]{1,80}[)）]")
_LIST_COMMAS = frozenset({",", "，", "、"})


_ANSWER_NOW = Lazy(
    r"(?<=\s)(?:answer|reply|respond|réponds|répondez|antworte|antwortet|responde|respóndeme|contesta|"
    r"contéstame|rispondi|rispondimi|отвечай|отвечайте|أجب|أجبني|رد|ردّ)(?!\w)",
    re.IGNORECASE,
)
_ARABIC_FA = Lazy(r"(?<=\s)ف(?=[\u0621-\u064a]{2})")


def concessive(text: str) -> list[tuple[int, int]]:
    """The spans of the clauses that say when a rule still holds ("even when I write in
    English"): from an opening marker to its clause's end, or from a clause's start to a closing
    one ("英語で書いても")."""
    spans = clauses(text)
    out = []
    for m in CONCESSIVE_OPEN.finditer(text):
        # to the end of the clause its last word is in ("egal, ob …": a comma inside the marker)
        _c0, c1 = next(((a, b) for a, b in spans if a < m.end() <= b), (m.start(), len(text)))
        # Arabic opens the main clause with ف ("وإن سألتك بالإنجليزية فأجبني بالعربية"), and any
        # language may open it with the verb of answering, no comma between ("حتى لو سألتك
        # بالإنجليزية أجب بالعربية", "Even if I write in French answer in English")
        cut = _ARABIC_FA.search(text, m.end(), c1) or _ANSWER_NOW.search(text, m.end(), c1)
        out.append((m.start(), cut.start() if cut else c1))
    for m in CONCESSIVE_CLOSE.finditer(text):
        c0, _c1 = next(((a, b) for a, b in spans if a <= m.start() < b), (0, m.end()))
        out.append((c0, m.end()))
    return out


# A reason given in a clause of its own, in the languages other than Korean (korean_asides reads
# Korean's): "…, because npm kept corrupting node_modules", "weil der Lockfile sonst kaputtgeht",
# "parce que …", "porque …", "perché …", "потому что …", "لأن …", "因为…": from the marker to its
# clause's end. It says why, not what is asked (a tool it names is not the rule's). Markers that
# are also other words (English "as", "since", German "da") are left out.
REASON_OPEN = table(
    r"because;weil;parce\s+que;puisque;porque;ya\s+que;perch[ée];poich[ée];siccome;"
    # "since" and French "car" when they open a clause ("since npm is broken", ", car pip est …")
    r"since(?=\s+(?:[\w.-]+\s+){0,2}(?:is|are|was|were|has|have|keeps|kept|breaks|broke|does|needs|wants|[a-z]+ed|[a-z]{3,}[^s\W]s|"
    r"doesn'?t|isn'?t|can'?t|won'?t)\b);car(?<=[,;]\scar);"
    r"потому\s+что;так\s+как;поскольку;ибо;(?:لأن|لأنه|لأنها|لانه);因为;因為;由于;由於"
)


def reason_clauses(text: str) -> list[tuple[int, int]]:
    """The spans of a rule's reason clauses opened by a marker (REASON_OPEN), to the clause's
    end, or closed by Japanese's ので/から (from the clause's start); empty when none is found."""
    found = list(REASON_OPEN.finditer(text))
    closed = list(_JA_REASON_END.finditer(text)) if "ので" in text or "から" in text else []
    if not found and not closed:
        return []
    spans = clauses(text)
    out = []
    for m in found:
        _c0, c1 = next(((a, b) for a, b in spans if a <= m.start() < b), (m.start(), len(text)))
        out.append((m.start(), c1))
    for m in closed:
        c0, _c1 = next(((a, b) for a, b in spans if a <= m.start() < b), (0, m.end()))
        out.append((c0, m.end()))
    return out


# Japanese closes a reason with ので, or から after a predicate ("npm は遅いので", "壊れるから"),
# not から after a noun ("main から", from main).
_JA_REASON_END = Lazy(r"ので|(?<=[いるただすう])から(?=[、。,.!！\s]|$)|(?<=です|ます)から")


# Korean names the very act a rule is about as its scope with "…할 때는" ("푸시할 때는 feature/*
# 브랜치에만", "설명할 때는 한국어로", "커밋할 때는 제목을 명령형으로", "Python 코드를 쓸 때는 4칸"):
# the act is what the checker looks at anyway, so "때는" there is no condition. A condition on
# anything else ("테스트가 실패할 때는", "금요일일 때는") stays one.
_KO_ACT_NOUN = (
    r"(?:푸시|푸쉬|push|커밋|commit|설명|답변|대답|답장|응답|작성|설치|코딩|머지|merge|들여쓰기|"
    r"pr|풀\s*리퀘스트|패키지\s*설치|파일\s*생성)"
)
_KO_ACT_OBJECT = r"(?:코드|파일|메시지|커밋\s*메시지|pr|답변|답장|커밋|브랜치|테스트|함수|스크립트)"
_KO_ACT_WHEN = Lazy(
    rf"(?<![가-힣]){_KO_ACT_NOUN}\s*(?:을|를)?\s*(?:할|하실|하는)\s*(때(?:에?는|엔|에)?|경우(?:에?는|엔|에)?)"
    rf"|{_KO_ACT_OBJECT}\s*(?:을|를)?\s*(?:쓸|만들|올릴|보낼|짤|작성할|남길)\s*(때(?:에?는|엔|에)?|경우(?:에?는|엔|에)?)"
)


# Likewise "when you answer" in the other languages, as the whole clause or its end ("Don't use
# numbered lists when you answer.", "Quand tu réponds, pas de titres", "回答的时候不要用表格"): the
# act of replying is what a reply rule is about. "When you answer questions about billing, …"
# names more than the act: it stays a condition.
_REPLY_WHEN = Lazy(
    r"(?<!\w)(?:when(?:ever)?\s+(?:you\s+)?(?:answer|reply|respond)(?:ing)?(?:\s+(?:me|to\s+me))?|"
    r"(?:quand|lorsque)\s+tu\s+(?:me\s+)?r[ée]ponds|wenn\s+du\s+(?:mir\s+)?antwortest|"
    r"cuando\s+(?:me\s+)?(?:respondas|contestes)|quando\s+(?:mi\s+)?rispondi|"
    r"когда\s+(?:ты\s+)?(?:мне\s+)?отвечаешь|(?:عندما|حين|حينما)\s+(?:ترد|تجيب)(?:ني)?)"
    r"(?=\s*(?:[,.;:!?،]|$))"
    r"|(?:回答|回复|回覆|答复)(?:我)?(?:时|時|的时候|的時候)|(?:答える|回答する|返事する|返事をする)(?:とき|時)(?:は|には)?",
    re.IGNORECASE,
)


# Likewise the other acts a rule is about, said as when one does them ("寫 commit message 的時候不要用
# 中文", "When you write commit messages, …", "Wenn du committest, …", "Quand tu crées une branche,
# …", "コミットするときは"): committing, pushing, writing, creating, naming, installing — the act the
# checker looks at anyway, not a condition. A when-clause about anything else ("when the tests
# fail") stays one.
_ACT_WHEN = Lazy(
    r"(?<!\w)(?:when(?:ever)?\s+(?:you\s+)?|wenn\s+du\s+|quand\s+tu\s+|lorsque\s+tu\s+|cuando\s+|quando\s+|"
    r"когда\s+(?:ты\s+)?|عندما\s+|حين\s+)(?:[\w/*.-]+\s+){0,3}?"
    r"(?:commit\w*|push\w*|writ\w*|creat\w*|open\w*|nam(?:e|es|ing)|install\w*|add(?:ing)?|"
    r"schreibst|erstellst|anlegst|installierst|benennst|écris|crées|nommes|installes|ouvres|"
    r"escribas|crees|nombres|instales|hagas|scrivi|crei|installi|fai|коммит\w*|пуш\w*|пишешь|"
    r"созда[её]шь|устанавливаешь|называешь|تكتب|تنشئ|تدفع|تثبت|تسمي)"
    r"(?:\s+[\w/*.-]+){0,3}?(?=\s*[,،:;])"
    r"|[^\s，,。.；;：:]*(?:commit|push|pr|提交|推送|分支|安装|安裝|命名|代码|代碼|程式|文档|文檔|信息|訊息|"
    r"message)[^，,。.；;：:]*?(?:的时候|的時候|(?:时|時)(?=\s*[，,]|\s))"
    r"|(?:コミット|プッシュ|インストール|作成|命名)(?:を)?(?:する|した)?(?:とき|時)(?:は|には)?",
    re.IGNORECASE,
)


_GIT_OBJECT = Lazy(
    r"commit|push|branch|\bpr\b|pull\s+request|merge|提交|推送|分支|コミット|プッシュ|ブランチ|коммит|пуш|"
    r"ветк|الالتزام|الإيداع|تدفع|فرع|branche|zweig|rama|ramo",
    re.IGNORECASE,
)


def act_scope(text: str) -> list[tuple[int, int]]:
    """The spans of "때는"/"경우에는" after the act a rule is about ("푸시할 때는"): its scope,
    not a condition (see _KO_ACT_WHEN); and of "when you answer" (_REPLY_WHEN) and the other
    acts (_ACT_WHEN)."""
    out = [m.span() for m in _REPLY_WHEN.finditer(text)]
    # only where the act is one on git's objects ("When you write docs, …" stays a condition)
    out += [m.span() for m in _ACT_WHEN.finditer(text) if _GIT_OBJECT.search(m.group())]
    for m in _KO_ACT_WHEN.finditer(text):
        g = 1 if m.group(1) is not None else 2
        out.append(m.span(g))
    return out


def negated(text: str) -> bool:
    return bool(NEGATION_BEFORE.search(text) or NEGATION_AFTER.search(text))


def forbids_a_word(text: str) -> bool:
    """Whether a forbidding word stands in the rule as a word of its own: not inside another
    word, as Arabic's "لا" in "الالتزام" (commitment) is."""
    if NEGATION_AFTER.search(text):
        return True
    return any(
        m.start() == 0
        or not text[m.start() - 1].isalpha()
        # Chinese and Japanese write no space before a word: "提交的时候别用中文"
        or _CJK_CHAR.match(m.group())
        for m in NEGATION_BEFORE.finditer(text)
    )


_CJK_CHAR = Lazy(r"[\u3040-\u30ff\u3400-\u9fff]")


KO_HANGUL = Lazy(r"[\uac00-\ud7a3]")
