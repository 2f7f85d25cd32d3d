"""The words that say what a rule forbids or asks, in the 11 UI languages: what forbids what follows
it or what stands before it, what names an alternative (the term not to use), what asks for a term
to be used, and the negations that forbid nothing (a reminder, a permission)."""

from __future__ import annotations

import re

from app.domain.compliance.word_tables import Lazy, table

# ---------------------------------------------------------------- forbidding

# (mend-za-words) What says, in a ban noun's clause, that the ban was lifted or is none: then the
# noun refuses nothing ("… ya no aplica", "… non c'è più", "… n'est plus", "… ist aufgehoben",
# "… больше нет", "… нет" closing it). Read after the noun in the table (_BAN_LIFTED) and, where a
# thing's reading has only the clause before it, by undone. No ";" (an item's end): "\x3b".
_LIFTED_WORDS = (
    r"(?<!\w)(?:ya\s+no|no\s+aplica|no\s+rige|se\s+levant[óa]|(?:fue\s+)?levantada|"
    r"no\s+existe|non\s+(?:\S+\s+){0,2}?più|non\s+c'è|revocato|abolito|n'est\s+plus|n'existe\s+(?:plus|pas)|"
    r"(?:a\s+été\s+|est\s+)?levée|mehr|aufgehoben|gibt\s+es\s+nicht|больше\s+нет|нет(?!\s*\w)|отмен[её]н\w*|"
    r"снят\w*|не\s+действует|уже\s+не)(?!\w)"
)
_BAN_LIFTED = r"(?![^.!\x3b]*?" + _LIFTED_WORDS + ")"
# (ar) Egyptian's verbs that its joined negation (ما…ش, م…ش: NEGATION_BEFORE) urges or frees, not
# refuses: forgetting, knowing, worrying, fearing, being upset, hesitating (and its one-ت spelling),
# being shy, mattering, hurrying (mend-za-words, check-zd-west), and two urgings by their object
# alone (mend-zd-asks): the mind occupied ("متشغلش بالك": don't worry) and time wasted ("متضيعش
# وقت"): شغل alone runs a thing ("متشغلش sudo") and ضيع loses one ("متضيعش الملفات"), refusals.
# One list for both spellings (ما…ش and م…ش)
_EG_SPARED = (
    r"(?:نس|عرف|قلق|خاف|زعل|تردد|ردد|تكسف|كسف|هم|فرق|ستعجل"
    r"|شغل[\u0600-\u06ff]*\s+(?:ال)?بال|ضيع[\u0600-\u06ff]*\s+(?:ال)?وقت)"
)
_BAN_NOUN = Lazy(r"^(?:interdiction|prohibici[oó]n|divieto|verbot|запрет)", re.IGNORECASE)
_LIFTED = Lazy(r"^[^.!;]*?" + _LIFTED_WORDS, re.IGNORECASE)
# (mend-za-words) A negative predicate in the clause of "neither", "weder", "né" (banned, verboten,
# vietati, protected, interdit …): the correlative denies it, so refuses nothing.
_NEGATIVE_PREDICATE = (
    r"(?<!\w)(?:banned|forbidden|prohibited|protected|blocked|locked|restricted|off-limits|"
    r"verboten|gesperrt|geschützt|untersagt|vietat[oaie]|proibit[oaie]|protett[oaie]|bloccat[oaie]|"
    r"interdit[es]*|protégée?s?|bloquée?s?|prohibid[oa]s?|protegid[oa]s?|bloquead[oa]s?)(?!\w)"
)
_NEITHER_DENIED = r"(?![^.!,\x3b]*?" + _NEGATIVE_PREDICATE + ")"
_NEITHER = Lazy(r"^(?:neither|weder|né)$", re.IGNORECASE)
_DENIED = Lazy(r"^[^.!,;]*?" + _NEGATIVE_PREDICATE, re.IGNORECASE)
# (review zc b) "skip" asked in a question or denied needed after it ("Skip emoji or keep them?",
# "Skipping emoji isn't necessary anymore"): NEGATION_BEFORE's "skip" item, said of its rest
_SKIP = Lazy(r"^skip", re.IGNORECASE)
_SKIP_UNDONE = Lazy(
    r"^[^.!?\n]*\?|^\s+(?:the\s+)?\S+\s+(?:isn'?t|is\s+not|aren'?t|are\s+not|no\s+longer)(?!\w)",
    re.IGNORECASE,
)


def undone(negation: str, rest: str) -> bool:
    """Whether a forbidding word refuses nothing by what its clause's `rest` (the words after it)
    says: a ban noun said lifted or absent ("La prohibición de usar sudo ya no aplica"), a
    "neither" whose predicate is a negative it denies ("Neither npm nor yarn is banned"). For
    readings that have only the words before a thing, where the table's lookaheads see no rest."""
    if _NEITHER.match(negation):
        return bool(_DENIED.match(rest))
    if _SKIP.match(negation):  # (review zc b) as the table's "skip" item reads it, for the slice
        return bool(_SKIP_UNDONE.match(rest))
    return bool(_BAN_NOUN.match(negation) and _LIFTED.match(rest))


# (review zc b) Arabic's "is not" before a word of worth or of a ban ("مجلد logs ليس مقدس، احذفه",
# "مش خط أحمر", "ليس محظور", "مش مهم"): the thing is denied sacred or banned, which refuses no act
# — not "ليس مسموح" (not allowed), which does; and "محظور" (banned) below not after them
_NOT_OF_WORTH = (
    r"(?!\s+(?:مقدس|مقدّس|محظور|خط\s+أحمر|مقفول|ممنوع\s+(?:الاقتراب|اللمس)|مهم|ضروري)"
    r"[\u0600-\u06ff]*(?![\u0600-\u06ff]))"
)

# (review zc b) and the six languages' "not" before own_bans' words of worth ("Der Ordner logs ist
# nicht tabu, lösch ihn", "n'est pas intouchable", "не святое", "non è sacra"): denied sacred,
# the thing is refused no act (n' after its "est pas"; NEGATION_AFTER's "tabu" not after "nicht")
_SACRED = (
    r"(?:tabu|tabù|tabous?|heilig|unantastbar|intouchables?|sacrée?s?|sacr[oa]|sagrad[oa]s?"
    r"|intocables?|intoccabil[ei]|inviolab\w+|свят\w*|неприкосновенн\w*|табу)(?!\w)"
)
_NOT_SACRED = rf"(?!\s+(?:(?:è|es|est)\s+)?{_SACRED})"

# Words that forbid what follows them in their clause.
NEGATION_BEFORE = table(
    r"never;don'?t;do\s+not;does\s+not;doesn'?t;no;not;nothing(?=(?:\s+[\w/.-]+){0,6}?\s+(?:goes|lands|gets|is|are)\b);"
    # a negative pronoun as the act's subject: "nobody pushes there", "no one edits them"
    # (not one that tells or knows: "Nobody told me whether we use pnpm" reports, asks nothing)
    r"(?:nobody|no\s+one)(?!\s+(?:told|tells|said|says|knows|knew|asked|mentioned|decided|remembers));avoid(?:ing)?;without;"
    r"stop\s+using;refrain\s+from;can'?t;cannot;must\s+not;mustn'?t;should\s+not;"
    # what a text is kept free of ("replies for the label service stay free of emoji")
    r"free\s+of;"
    # (English, check-zd-en) the hearer kept off a branch named ("Stay off the staging branch
    # too", "keep off the gallery branch as well"): refused there, as off_limits.OFF_LIMITS reads it
    r"(?:stay|keep)\s+off(?=\s+(?:the\s+)?[\w/*.-]+\s+branch\b);"
    # (English, check-zc-en) what a text or a task skips ("Show blurbs … skip emoji", "skip the
    # headings", "skip npm ci": as "avoid" refuses what follows); "skip the tests" names no term,
    # so refuses nothing. Where the words are read up to a term (polarity's clause before it), the
    # term is right after the slice's end
    # — never one's own question ("Can I skip emoji …?"); (review zc b) nor the past, an offer or
    # a question ("We used to skip emoji …", "Want me to skip emoji? No need", "Skip emoji or keep
    # them?"), nor the skipping denied needed ("Skipping emoji isn't necessary anymore")
    r"(?<!can\si\s)(?<!may\si\s)(?<!could\si\s)(?<!should\si\s)(?<!can\swe\s)(?<!do\si\s)(?<!do\swe\s)(?<!should\swe\s)(?<!shall\swe\s)"
    r"(?<!used\sto\s)(?<!me\sto\s)"
    r"skip(?:s|ping)?(?=\s+(?:the\s+|any\s+|all\s+)?(?:emojis?|emoticons?|smileys?|tables?|headings?|headers?|bold|markdown)(?!\w)|\s*(?:the\s+)?$)"
    r"(?![^.!?\n]*\?)(?!\s+(?:the\s+)?\S+\s+(?:isn'?t|is\s+not|aren'?t|are\s+not|no\s+longer)(?!\w));"
    # (English, check-y-en) what is kept away from ("the recipe scripts steer clear of pandas",
    # "stay away from moment.js")
    r"steer(?:s|ing)?\s+clear\s+of;stay(?:s|ing)?\s+away\s+from;keep(?:s|ing)?\s+away\s+from;"
    # and in fr, de, es, it, ru, ar, said as an adjective of the text ("sans émojis" is "sans"):
    # "restent exempts d'émojis", "sind frei von Emojis", "van libres de emojis" (not "libre de
    # usar", free to use), "restano prive di emoji", "liberi da emoji", "свободны от эмодзи",
    # "خالية من الرموز التعبيرية"
    r"exempt(?:e|s|es)?\s+d[e'];libres?\s+de(?!\s+\w+(?:ar|er|ir|re)\b);limpi(?:o|a|os|as)\s+de;frei\s+von;"
    r"priv(?:o|a|i|e)\s+di;liber(?:o|a|i|e)\s+da;свободн\w*\s+от;[وف]?خال(?:ية|ي|ٍ)(?:\s+تمام[اً]+)?\s+من;"
    r"shouldn'?t;forbid(?:den)?;ban;nor;none\s+of;不要;不准;不準;不许;不許;不允许;不允許;禁止;"
    # a team's "not directly" ("main 分支大家都不直接推", "我們不手動改")
    r"不\s*(?:直接|手动|手動);一律不;一概不;别;別;勿;不得;不能;不用;避免;绝不;"
    r"絕不;从不;從不;不可;不应;不應;严禁;嚴禁;不使用;不写;不寫;不加;不带;不帶;不含;不出现;不出現;不是;而不是;而非;唔好;唔准;唔可以;"
    # French "ne … que" says only, not no: "Ne modifie que les fichiers sous app/"
    r"ne(?!\s+\S+\s+(?:\S+\s+)?que\b);n'(?!\S+\s+(?:\S+\s+)?que\b)(?!est\s+pas\s+"
    + _SACRED
    + r");jamais;pas"
    + _NOT_SACRED
    + r";sans;évit(?:e|ez|er);aucun(?:e|s)?;ni;nie;niemals;nicht"
    + _NOT_SACRED
    + r";"
    # (fix-za-noticed) the correlative "neither" opening a list with no other "not" ("Weder auf
    # main noch auf release pushen", "Né su main né su release si pusha", "Use neither npm nor
    # yarn"): each item is refused. Not when its clause's predicate is a negative itself, which it
    # denies ("Neither npm nor yarn is banned", "Weder npm noch yarn sind verboten", "Neither
    # branch is protected": _NEITHER_DENIED, and undone for polarity's slice); né not as French's
    # "born" after its auxiliary ("Ce qui est né sur develop", mend-za-words)
    r"weder"
    + _NEITHER_DENIED
    + r";(?<!est\s)(?<!\sa\s)(?<!sont\s)(?<!était\s)né"
    + _NEITHER_DENIED
    + r";"
    r"neither(?!\s+of\s+(?:us|you|them)\s+(?:knows?|told|said|asked))" + _NEITHER_DENIED + r";"
    r"kein(?:e|en|em|er|es)?;ohne;vermeide(?:n)?;nunca;jam[aá]s;sin;evit(?:a|ar|e|es);"
    r"ning[uú]n(?:a)?;nada\s+de;non"
    + _NOT_SACRED
    + r";mai;niente;nessun(?:a|o)?;senza;evit(?:a|are);не"
    + _NOT_SACRED
    + r";"
    r"никогда;нельзя;без;избега(?:й|йте|ть);никаких;ни;أبدا;أبداً;ابدا;بدون;دون;من\s+غير;"
    r"تجنب;ممنوع;يمنع;عدم;إياك;[وف]?بلا;[وف]?بلاش;"
    # (mend-zb-denies) Egyptian's "watch out", as إياك, before what it forbids ("إوعى تقرّب له")
    r"[إاأ]وعى;[إاأ]وعي;"
    # Arabic's short particles as words of their own ("لا", "ولا", "لن", "ليس"), not inside one:
    # "لا" stands in "الاختبار" (the test) and "الالتزام"; a leading class keeps them whole words
    # and "ألا" (that … not: "أرجو ألا تضع أي جدول")
    r"[وف]?لا;[وف]?ألا;[وف]?لن;[وف]?ليست?" + _NOT_OF_WORTH + r";絶対に;決して;절대(?:로)?;"
    # the spoken Arabic negations: "ما" before a verb in the present ("وما تتعدل يدويا", "ما
    # تنرفع على المستودع", "ما نستخدم yarn": not "ما" as "what" after a verb, "استخدم ما تريد"), and
    # Egyptian and Levantine "مش" ("بـ pnpm مش npm", "مش عايزين emoji")
    r"(?<![\u0600-\u06ff]\s)(?<![\u0600-\u06ff])ما(?=\s+[تينأ][\u0600-\u06ff]{2,});"
    r"(?<![\u0600-\u06ff])[وف]ما(?=\s+[تينأ][\u0600-\u06ff]{2,});(?<![\u0600-\u06ff])[وف]?مش(?![\u0600-\u06ff])"
    + _NOT_OF_WORTH
    + r";"
    # elided "d'" before the verb it forbids is a word of its own ("Il est interdit d'utiliser
    # sudo": whole-word "d[e']" never matched before "utiliser", which then asked for sudo)
    r"interdit\s+de;interdit\s+d';défense\s+de;défense\s+d';"
    r"(?:está\s+)?prohibido;(?:è\s+)?vietato;verboten;"
    r"запрещено;запрещается;يحظر;(?<!ليس\s)(?<!ليست\s)(?<!مش\s)(?<!غير\s)محظور;stop\s+\w+ing;quit\s+\w+ing;no\s+more;arrête\s+d[e'];"
    r"arrêtez\s+d[e'];hör\s+auf;hört\s+auf;deja\s+de;dejá\s+de;smetti\s+di;smettila\s+di;"
    r"перестань;хватит;توقف\s+عن;كف\s+عن;别再;不要再;別再;그만"
    # (fr, de, es, it, ru, ar; check-x-west) abstaining said as a verb in the present or the
    # imperative, as English's "refrain from" ("on s'abstient de tout kubectl rollout restart", "wir
    # verzichten auf …", "nos abstenemos de …", "ci asteniamo da …", "воздерживаемся от …", "نمتنع
    # عن …"); one's own past abstaining is told ("je me suis abstenu de …")
    r";s'abstien(?:t|nent|s)\s+d[e'];abstenons\s+d[e'];abstenez-vous\s+d[e'];abstiens-toi\s+d[e']"
    r";verzicht(?:en|e|et)\s+(?:wir\s+)?auf;abstenemos\s+de;absten(?:te|eos)\s+de;abstiene(?:n)?\s+de"
    r";asteniamo\s+da\w*;astenetevi\s+da\w*;astieniti\s+da\w*;astiene\s+da\w*;astengono\s+da\w*"
    r";воздерживаемся\s+от;воздерживай(?:ся|тесь)\s+от;воздерживается\s+от;[نيت]متنع\w*\s+عن"
    # and elided before the verb or its article ("on s'abstient d'utiliser", "ci asteniamo
    # dall'usare")
    r";s'abstien(?:t|nent|s)\s+d';abstenons\s+d';abstenez-vous\s+d';asteniamo\s+dall';astiene\s+dall'"
    # (ar; check-za-west) Egyptian's negation joined to its verb, ما before and ش after ("ماتعملش
    # push على main", "ماتستخدمش sudo", "ماتلمسش مجلد dist"): the present's or the imperative's
    # prefix (ت ي ن أ) after ما — not "ماشي" (all right), nor the past told ("ماكنتش أعرف"), nor
    # forgetting, knowing or worrying ("ماتنساش تعمل push": a reminder; "ماتعرفش مين …؟"), nor
    # hesitating, being shy or hurrying, which urge ("ماتترددش تعمل push"), nor mattering, which
    # leaves it free ("مايفرقش", "مايهمش") (mend-za-words; the list _EG_SPARED)
    r";(?<![\u0600-\u06ff])[وف]?ما(?![تينأ]"
    + _EG_SPARED
    + r")[تينأ][\u0600-\u06ff]{2,}ش(?![\u0600-\u06ff])"
    # (ar; check-zd-west) and its spelling with م alone ("متعملش merge على master", "متلمسوش",
    # "متدمجش"), the verb three letters or more between so an adjective of م and ش is none
    # ("متوحش" wild, "منعش" fresh, "متحرش", "منقوش"), with the same exceptions (_EG_SPARED: "مترددش
    # تعمل push" urges it, "متكسفش", "متشغلش بالك")
    r";(?<![\u0600-\u06ff])[وف]?م(?![تين]"
    + _EG_SPARED
    + r")[تين][\u0600-\u06ff]{3,}ش(?![\u0600-\u06ff])"
    # (fr de es it ru; check-za-west) a ban said by its noun before what it bans, an adjective or
    # none between ("Interdiction formelle de pousser sur main", "Prohibición absoluta de usar
    # sudo", "Divieto di usare sudo", "Verbot, sudo zu benutzen", "Push-Verbot für main", "Строгий
    # запрет на sudo"): where "usar sudo" was read as asked, and the hook let sudo through — not
    # in a question ("¿Hay alguna prohibición de usar sudo?", "Есть ли запрет на sudo?"), nor a
    # ban its clause says lifted or absent (_BAN_LIFTED, mend-za-words: "La prohibición de usar sudo
    # ya no aplica", "Il divieto di usare sudo non c'è più", "Никакого запрета на sudo нет"). French's
    # plain "Interdiction de …" is the same noun with no adjective: one line (mend-za-words)
    r";interdiction(?:\s+[a-zéèê]+)?\s+de(?![^.!\x3b]*[?？])"
    + _BAN_LIFTED
    + r";interdiction(?:\s+[a-zéèê]+)?\s+d'(?![^.!\x3b]*[?？])"
    + _BAN_LIFTED
    + r";(?<!ninguna\s)(?<!sin\s)prohibici[oó]n(?:\s+[a-záéíóú]+)?\s+de(?![^.!\x3b]*[?？])"
    + _BAN_LIFTED
    + r";(?<!nessun\s)(?<!senza\s)divieto(?:\s+[a-zàèéìòù]+)?\s+di(?![^.!\x3b]*[?？])"
    + _BAN_LIFTED
    + r";(?<!nessun\s)(?<!senza\s)divieto(?:\s+[a-zàèéìòù]+)?\s+d'(?![^.!\x3b]*[?？])"
    + _BAN_LIFTED
    + r";verbot(?=\s+(?:von|für)\s)(?![^.!\x3b]*[?？])"
    + _BAN_LIFTED
    + r";(?<!никакого\s)(?<!никаких\s)(?<!нет\s)запрет\w*\s+на(?![^.!\x3b]*[?？])"
    + _BAN_LIFTED
    # (it fr es; check-zb-west) curt "zero" opening its clause, as "niente" does, and closing the
    # rule or followed by its reason ("Zero grassetto, che sul tablet …", "Zéro tableau : je lis …",
    # "Zero emoji."); read where it stands just before the thing (a clause's words up to it): not
    # after a word ("vogliamo zero errori", a goal), nor before a number, nor "Zero attese: pusha
    # subito", "Zero problemi, pusha pure" (no waiting, no worries: an act is asked after it)
    # (de; check-zb-west) Swiss "nöd", "nid" and Bavarian "ned" (not) before a verb of pushing,
    # merging, committing or deleting in its clause ("Bitte nöd direkt uf main pushe"): not one
    # said of a state ("Das isch nöd so schlimm, push ruhig uf develop": no act after it there);
    # the verb in its German forms ("pushe", "pushen", "pusche", "committen"), never the English
    # name Ned before an English verb ("Ned will push to staging", "Ned merges it later")
    + r";(?:nöd|nid|ned)(?!\s+(?:will|and|can|could|should|would|may|might|or|is|has|does|did)(?!\w))"
    + r"(?=(?:\s+[^\s,;:.!?]+){0,5}?\s+(?:(?:pusch|push|merg|committ?)(?:e|en|t)(?!\w)|lösch))"
    + r";(?<!\w\s)(?:zero|zéro)(?!\s*\d)(?=\s*$|\s+[^\s\d,;:.!?]+(?:\s+[^\s\d,;:.!?]+){0,3}?\s*"
    + r"(?:[.!]|$|[,:]\s*(?:che|car|parce|perché|porque|que|je|j'|io|yo)(?!\w)))"
    # (it; check-zc-west) Roman and Neapolitan "nun" (not) before a verb of pushing, merging,
    # touching or deleting, clitics and "must" between ("Su master nun se pusha", "nun s'adda
    # tuccà", "nun 'o tuccà"): not before another verb ("Nun ce stanno problemi, pusha su main",
    # "Nun lo so se …"), never German's "nun" (now: "Nun pusht ihr auf main"), whose verbs end in
    # a consonant where Italian's end in a vowel
    + r";(?<!\w)nun(?=(?:\s+(?:se|ce|lo|la|li|le|me|te|ve|ne|sse|'[oaei]|[sc]'\w*|adda|hadda|ha\s+da))*"
    + r"\s+(?:push|pusc|merg|tocc|tucc|cancell|scancell|elimin|committ)\w*[aeiouàèéìòù](?!\w))"
)
# a thing said to be under a ban: read here of any thing, in own_bans of a branch or a folder
UNDER_BAN = r"под\s+запретом"
# Korean's hasipsio notice "see that it never happens" ("…푸시하는 일이 없도록 하십시오"): its 없도록
# closes the rule with a verb of doing, never a purpose clause before another deed ("실수하는 일이
# 없도록 main 에 푸시하기 전에 테스트를 돌려 주세요"); one definition, read here and by branch_writes
NONE_OF_IT = r"일(?:이|은)?\s*없도록\s*(?:하십시오|하세요|해\s*주(?:세요|십시오)|해요|해(?![가-힣])|합시다|할\s*것)"
# Words that forbid what stands before them in their clause (SOV languages, "X is forbidden").
NEGATION_AFTER = table(
    r"(?:is|are)\s+(?:not\s+allowed|forbidden|banned|prohibited|off-limits|not\s+permitted);"
    # (English, check-y-en) a thing said unwelcome ("axios isn't welcome there")
    r"(?:is|are)\s+not\s+welcome;isn'?t\s+welcome;aren'?t\s+welcome;"
    # a thing said to be out of the question ("rsync to the prod hosts is off the table")
    r"off\s+the\s+table;out\s+of\s+the\s+question;hors\s+de\s+question;kommt\s+nicht\s+in\s+frage;"
    r"ni\s+hablar;fuori\s+discussione;исключено;غير\s+وارد;(?:is|are)\s+a\s+no[- ]go;no[- ]go;"
    # a thing said to be under a ban ("rm -rf на файловом сервере — под запретом")
    + UNDER_BAN
    + ";"
    # a negative pronoun as the subject after the thing: "kubectl apply nutzt hier niemand",
    # "kubectl apply никто не запускает", "main 是沒有人直接推的", "nadie los edita"
    r"niemand;nadie;никто;没有人;沒有人;没人;沒人;"
    # a thing said to be blocked ("Force pushes to … are blocked for everyone", "est bloqué")
    r"(?:is|are)\s+blocked;bloqué(?:e|s|es)?;gesperrt;bloquead(?:o|a|os|as);bloccat(?:o|a|i|e);"
    r"заблокирован\w*;不允许;不允許;不被允许;不被允許;"
    r"not\s+allowed;forbidden;banned;off[- ]limits;prohibited;disallowed;not\s+permitted;禁止;不行;不可以;ない;ないで;わず;せず;禁止;不可;避け;ダメ;だめ;なし;ナシ;無し;禁物;てはいけ;ではいけ;ちゃいけ;じゃいけ;てはなら;てはなりません;べからず;ご遠慮;遠慮して;勘弁して;控えて;금지;않;말\s*것;"
    r"마세요;마라;말아;지\s*마;지\s*말;피하;없이;interdit(?:e|s|es)?;à\s+éviter;proscrit(?:e|s)?;"
    r"verboten;(?<!nicht\s)tabu;prohibid(?:ísim)?(?:o|a|os|as);vietat(?:issim)?(?:o|a|i|e);da\s+evitare;untouched;read-only;unangetastet;intact(?:e|s|es)?;intocad(?:o|a|os|as);intatt(?:o|a|i|e);"
    r"запрещен(?:о|ы|а)?;запрещён;غير\s+مسموح;やめ;止め;그만;厳禁;"
    # Kansai's refusals: "force push すんのはあかんで", "使うたらあきません", and its negative -ん
    # before "don't" ("sudo は使わんといて", "触らんとってな"; not 読んどいて, "read it beforehand")
    r"あかん;アカン;あきません;あきまへん;"
    # (check-zg-east) "without" after the thing, as なし is: "返信は絵文字抜きでね" (not 手抜き,
    # corners cut)
    r"抜き(?<!手抜き)で;抜き(?<!手抜き)に;"
    + ";".join(f"{k}ん\\s*(?:といて|とって)" for k in "わかさたなまらがばせへや")
    + ";"
    # the verbless and impersonal refusals after the thing: "Emojis … sind untersagt", "Tabellen
    # kommen in den Antworten nicht in Frage", "Эмодзи в письмах — нельзя", "الإيموجي في الرسائل
    # ممنوع", "Emoji in the release notes is a no", "… los emojis quedan fuera"
    # and Chinese's plain "not touch" said of the thing, a team's present ("docs/legal/ 底下的合約範本
    # 由法務負責，我們不動", "这个目录我们不碰")
    r"(?:我們|我们|大家|這邊|这边|我這邊|我这边|開發|开发)?\s*(?:都|也|一律|一概|從來|从来)?\s*不\s*[动動碰改](?![\u3400-\u9fff]);"
    # (and after a word of its own: "deploy/ 目录…，我们这边不动" — an item opening with a bracket is
    # read as a Latin word, which a Chinese character before it never starts)
    r"不\s*[动動碰改](?![\u3400-\u9fff]);不\s*(?:修改|更改)(?![\u3400-\u9fff]);"
    # Japanese's polite present of the team's not doing it ("こちらでは編集しません", "yarn は
    # 使いません", "main には直接 push しません"; not かまいません, ありません, わかりません)
    r"しません;使いません;触りません;いじりません;入れません;置きません;"
    # and its passive or progressive ("rm -rf は使われていません", "yarn は使っていません")
    r"使われていません(?!か);使われません(?!か);使っていません(?!か);使ってません(?!か);"
    # what a rule's act leaves out ("… はコミット対象外です")
    r"対象外;"
    # "X isn't what we use", "X is not how we ship": the thing is refused, not the verb's object
    r"(?:is|are|was|were)(?:n'?t|\s+not)\s+(?:what|how)(?!\w);"
    # "Deleting rows by hand is not something we do", "sudo isn't something anyone here runs"
    r"(?:is|are)(?:n'?t|\s+not)\s+something(?!\w);"
    r"untersagt;nicht\s+in\s+frage;нельзя;ممنوع;не\s+нужн(?:ы|а|о)?(?=\s*(?:[,.;!]|$));(?:is|are)\s+a\s+(?:hard\s+|flat\s+)?no(?![\w-]);"
    r"(?:queda|quedan|se\s+queda[n]?)\s+fuera;"
    # (ru; check-za-west) the thing refused "in no case", after it ("sudo на проде — ни в коем
    # случае", "… ни в коем разе"), as "нельзя" is
    r"ни\s+в\s+коем\s+(?:случае|разе)(?=\s*[.!]*\s*$);"
    # (ru; check-za-west) chat's "нельзя" spelled as said, "низя" ("форспуш в девелоп — низя")
    r"низя;"
    # (de; check-zb-west) German's "has lost nothing there" after the thing ("Aufzählungszeichen haben
    # in den SMS nichts verloren", "sudo hat auf dem Server nix zu suchen"): it does not belong,
    # refused as "verboten" is — a predicate of its own, no negation the tables knew
    # (a thing its subject and the place it has no business in named: not a person who lost
    # nothing, "Wir haben beim Umzug nichts verloren", "Sie hat nichts verloren")
    r"(?<!ich\s)(?<!du\s)(?<!er\s)(?<!wir\s)(?<!ihr\s)(?<!man\s)(?:hat|haben)\s+"
    r"(?:(?!(?:ich|du|er|wir|ihr|man|sie)\s)\S+\s+){0,2}?(?:in|im|auf|am|an|unter)\s+(?:\S+\s+){0,6}?"
    r"(?:nichts|nix)\s+(?:verloren|zu\s+suchen);"
    # (ar; check-za-west) Egyptian's "no" after the thing refused ("npm لأ، pnpm بس", "sudo لأ")
    r"(?<![\u0600-\u06ff])لأ(?![\u0600-\u06ff]);"
    # (de; check-za-west) German's officialese of refusing after the act ("Pushen auf main hat zu
    # unterbleiben", "… ist zu unterlassen", "… unterbleibt")
    r"(?:hat|haben)\s+(?:\S+\s+){0,4}?zu\s+unterbleiben;(?:ist|sind)\s+(?:\S+\s+){0,4}?zu\s+unterlassen;unterbleibt;"
    # (de; check-zb-west) Bavarian and Austrian "is ned", Swiss "isch nöd" closing the clause after
    # the act ("Auf'n master pushen is ned"): it is not done (not "Das isch nöd so schlimm")
    r"(?:is|isch)\s+(?:ned|nöd|nid)(?=\s*(?:[,.;!]|$));"
    # a thing said unused or banished after its alternative ("pnpm, and npm is not used at all",
    # "… avec pnpm ; yarn est banni", "nur noch pnpm, npm bitte nicht mehr")
    r"(?:is|are)\s+(?:not|never)\s+used;(?:isn't|aren't)\s+used;banni(?:e|s|es)?;bitte\s+nicht(?:\s+mehr)?;"
    # (English, check-v-en) a statement said not run, its kind's noun between: "DROP statements
    # are not run at all", "DELETE queries don't get run", "TRUNCATE isn't executed"
    r"(?:is|are)\s+(?:not|never)\s+(?:run|executed);(?:isn't|aren't)\s+(?:run|executed);"
    r"(?:don't|doesn't|do\s+not|does\s+not|never)\s+get\s+(?:run|executed);"
    # (Arabic's "unused" after it: "يعتمد على yarn، وnpm غير مستخدم فيه")
    r"غير\s+مستخدم\w*;غير\s+مستعمل\w*;"
    # refraining: "이모지 사용 자제해 주세요", "絵文字は控えてください"
    r"자제;控え;"
    # Korean written notices: "yarn 사용 지양" (to be avoided), "수정 불가" (not allowed, but not
    # 불가피, unavoidable), "삼가 주십시오" (refrain), "불허" (not permitted), "금물" (taboo)
    r"지양;불가(?!피);삼가;불허;금물;"
    # (ko; check-zf-east) "refrain" said to the hearer ("release 로 머지하는 건 참아 주세요", "푸시는 참으세요")
    # and the hasipsio notice "see that it never happens" ("…푸시하는 일이 없도록 하십시오"): its
    # 없도록 closes the rule with a verb of doing, not a purpose before another deed ("실수하는 일이
    # 없도록 테스트를 먼저 돌려 주세요")
    # (the act before it as its object or topic: not "조금만 참아 주세요", bear with it)
    r"(?<=[건것거는은을를]\s)참(?:아\s*(?:주세요|주십시오|줘|주시기|주셨으면|주시면|요)|으세요|으십시오|읍시다)(?![가-힣]);"
    + NONE_OF_IT
    + ";"
    # "顔文字も絵文字もNG" (no good, closing the rule), "이모지 ㄴㄴ" (Korean chat's "no no", its
    # letters as NFKC leaves them)
    r"ng(?=\s*[.!。！]*\s*$);\u1102\u1102;ㄴㄴ;"
    # (ko, check-v-east) Korean's "cannot" after what is done, an act refused as impossible: "sudo
    # 는 못 써요", "main 에 푸시 못 해요", "푸시할 수 없습니다" (not 잘못, a mistake, nor 수 없이)
    r"못(?<!잘못)\s*(?:해|하|합|써|쓰|씁|올려|올리|올립|돌려|돌리|돌립|넣|건드|고치|고쳐|바꾸|바꿔|지우|지워|"
    r"만지|만져|푸시|커밋|머지|실행|설치|수정|삭제|씀|함);"
    r"수(?:(?<=[가-힣]\s수)|(?<=[가-힣]수))\s*(?:가|는)?\s*없(?!이);"
    # Korean "it is not all right" after what is done: "쓰면 안 돼요", "올리는 건 안 됩니다"
    r"안\s*(?:돼|됩니다|된다|되는|되요|됨);"
    # and in chat's cute endings: "안 됩니당", "안 돼용", "안 되여"
    r"안\s*(?:됩니당|돼용|되용|돼여|되여|됨당|됨요|대요|댐);"
    # a memo's "not using": "poetry 안 씀", "안 쓰기", "안 쓴다"
    r"안\s*(?:씀|쓰기|쓴다|쓸\s*것);"
    # and said of the house's way: "이 레포는 yarn 안 써요", "안 씁니다", "안 쓰고" (not "안 써도",
    # which permits, nor "안 쓰면", a condition)
    r"안\s*(?:써(?!도|야)|씁니|쓰고|쓰는)(?![가-힣]*면);"
    # a wish of not doing ("sudo는 안 쓰셨으면 합니다", "안 썼으면 좋겠어요", "안 올리면 좋겠어"): the
    # negated verb before a wish's -면 하다 / 좋겠다 refuses, as "하지 마세요" does
    r"안\s*[가-힣]{1,4}면\s*(?:해|합|하|좋|싶|고맙|감사);"
    # there is no need to: "푸시할 필요 없어요", "쓸 필요는 없습니다", "고칠 필요 없음"
    r"필요\s*(?:가|는)?\s*없(?!이);"
    # "it is not what one does": "손으로 고치는 게 아니다", "직접 푸시하는 거 아니에요"
    r"는\s*(?:게|거|것은|것이)\s*아니(?:다|야|에요|예요|죠|지요|랍니다|거든요?)(?![가-힣]);"
    # a memo's "not doing": "main 직접 push 안 하기", "수정 안 함", "푸시 안 할 것"
    r"안\s*(?:하기|함|한다|할\s*것);"
    # the written verb "to forbid" (금하다: "사용을 금합니다", "금한다"), "strictly forbidden"
    # (엄금), "let's not" (하지 맙시다), chat's "no no" (노노), "it is a problem if" (하면 곤란해요),
    # and "must not" before any ending (하면 안 되니까, 해서는 안 되죠)
    r"금(?:합니다|한다|함|해요|하오|하니|하며)(?![가-힣]);엄금;지\s*맙;노노;면\s*곤란;"
    r"면\s*안\s*(?:되|돼|됩|된|됨);서는\s*안\s*(?:되|돼|됩|된|됨);"
    # leaving it out: "이모지는 빼 주세요", "빼 줘", "빼세요" (not "빼고", which may be "except")
    r"빼\s*(?:주세요|줘|주십시오|줄래|주라)|빼(?:세요|십시오|라|요)(?![가-힣]);"
    # (ko, check-v-east) and its polite wish: "이모지는 빼 주시면 감사하겠습니다", "빼 주셨으면 합니다"
    r"빼\s*(?:주시면|주셨으면|주시길|주시기);"
    # a mark that says "no" after what it refuses, as chat writes it: "commit msg에 emoji ❌"
    r"❌;🚫;⛔;🙅;"
    # chat's closing "X" after a Korean word ("dist 커밋 X"), and "you will be told off if"
    # ("이모지 쓰면 혼나요")
    r"(?<=[가-힣]\s)x(?=\s*[.!]*\s*$);면\s*혼나;"
    # dropping it: "yarn은 버려", "moment는 버리고" (after the thing's particle, not "지워 버려")
    r"(?<=[은는을를]\s)버(?:려|려요|리세요|립시다|리자|리고|릴\s*것)"
    # (ja, check-z-east) Japanese's "without doing" in a verb's ず, read where a kanji and one kana
    # of the a-, e- or i-row (no bare vowel) stand before it ("見出しを付けずに", "pytest を持ち込まず",
    # "書かずに", "入れずに"; わず and せず above): not 必ず (always) or まず (first), which have no
    # stem, nor 変えず, 考えず, 絶えず (a vowel before ず) or 欠かさず (two kana), not read; nor 足らず
    # (under) or a verb of forgetting, leaving out, neglecting or resting, whose "without" keeps it
    # ("pnpm を忘れず使うこと", "テストは残らず回す", "怠らず", "逃さず", "外さず", "休まず")
    r";ず(?<=[\u3400-\u9fff][かがさたなばまらけげせてでねべめれきぎじちにびみり]ず)"
    r"(?<!(?:忘れ|残ら|怠ら|逃さ|外さ|休ま|足ら)ず)"
    # (ja; check-zb-east) the same ず after a kanji and ぜ ("英語を混ぜず日本語だけで"), and Kansai's
    # "without" in ん and と after a verb's stem, a kanji and one kana ("英語入れんと日本語だけで書いて
    # や", "npm 使わんと"): not ちゃんと (properly: no kanji's stem), nor "…んとあかん", must (two "no"s)
    r";ず(?<=[\u3400-\u9fff]ぜず)"
    # — nor "with Mr X", さん/くん and と after a name ("田中さんと相談して": two kanji, or one with
    # 一緒, 相談… after it; a verb's stem is one kanji: "出さんと")
    r";んと(?<=[\u3400-\u9fff][ぁ-ゖ]んと)(?<![\u3400-\u9fff]{2}さんと)(?<!くんと)"
    r"(?!\s*(?:あかん|アカン|あきま|いけ|いかん|だめ|ダメ|一緒|相談|話し|確認|協力|ペア|連絡))"
    # (ja; check-zb-east) Kyushu's and Chugoku's "must not", いかん and いけん after たら, ては or ちゃ
    # ("release にマージしたらいかんけんね", "触ったらいけんよ"), as Kansai's あかん — not its past
    # (いかんかった) nor its question ("push したらいかんと？")
    r";いかん(?<=(?:たら|ては|ちゃ)いかん)(?!かっ|[とのか]?\s*[?？]);"
    r"いけん(?<=(?:たら|ては|ちゃ)いけん)(?!かっ|[とのか]?\s*[?？])"
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
ALTERNATIVE_AFTER = table(
    r"の代わりに;ではなく;じゃなく;より;대신;말고;보다;아니라",
    # (ja, check-za-east) Kansai's "not … but" ("npm やなくて pnpm", "yarn やのうて pnpm"): the
    # term before it is the one not to use, as before じゃなくて — it had been read as the one asked
    r"やなく;やのうて",
)

# Words that ask for something to be used: a term named with one is required.
# (ja, check-z-east) Not Japanese's 用 of "for", after a noun and before の or a katakana noun
# ("手元用データベースファイル", "作業用ファイル", "テスト用の"): a purpose, not a use
USE = table(
    r"use[sd]?;using;prefer(?:red|s)?;stick\s+to;switch\s+to;go\s+with;only;always;用(?!の|[ァ-ヺ]);"
    r"使用;采用;採用;只用;改用;统一;統一;使う;使って;使用;を使;사용;쓰;써;"
    # standardising on a tool, as Chinese and Japanese 统一/統一 already said ("pnpm 으로
    # 통일하기로 했어요", "we standardised on pnpm", "auf pnpm vereinheitlicht")
    r"통일;standardi[sz]e[ds]?\s+on;standardi[sz]ing\s+on;vereinheitlich\w*;standardis\w*\s+sur;"
    r"estandariz\w*;standardizz\w*;унифициров\w*;"
    # Korean says the means with the instrumental particle: "pnpm으로만 해 주세요" (only with),
    # "yarn으로 설치하세요" (install with)
    # (and the formal present of running: "테스트는 pytest 로 돌립니다", "uv 로 씁니다")
    r"(?:으)?로만;(?:으)?로\s*(?:해|하|설치|실행|돌려|돌리|돌립|돌린|빌드|작성|써|쓰|씁)\w*;utilis(?:e|ez|er);"
    # and in every register: "pnpm으로 할 것", "…으로 합시다", "…으로 한다", "…으로 부탁드립니다"
    r"(?:으)?로\s*(?:할|합|한다|부탁)\w*;"
    # "pnpm만 씁니다", "httpx만 사용": only this one, by the particle 만 before a verb of using
    r"만\s*(?:씁|쓰|써|씀|사용);"
    # a memo's "using" ("uv 씀"), and "X만" closing the rule ("패키지 설치는 pnpm만")
    r"(?<=\s)씀(?=\s*[.!~]*\s*$);(?<=[a-z0-9]\s)만(?=\s*[.!~]*\s*$);"
    # (ja, check-v-east) Japanese's polite wish of doing it by the means ("パッケージの追加は pnpm で
    # していただけると助かります", "… pnpm でしてもらえますか", "pnpm でしてください")
    r"でして(?:いただ|頂|もらえ|ください|下さい|ほしい|欲しい|くれ);"
    # and Japanese's notice closing on it ("パッケージ追加は pnpm のみ。", "… yarn だけ")
    r"(?<=[a-z0-9]\s)(?:のみ|だけ)(?=\s*[.。!！]*\s*$);"
    # a means named after a verb of installing, running or building ("Install with pnpm", "Ставь
    # пакеты через pnpm", "installiere mit uv"): the one to use
    r"(?:install|build|run|add|start)\w*(?:\s+[\w-]+){0,2}?\s+(?:with|via|using|through);"
    r"installier\w*(?:\s+\w+){0,2}?\s+(?:mit|über);install\w*(?:\s+\w+){0,2}?\s+(?:avec|via|par|con|tramite);mit\s+[\w.-]+\s+(?:\w+\s+)?installiert;で(?:\S{1,8}を)?\s*(?:入れ|インストール|導入|追加|動かし|実行|回し|走らせ);経由で\s*(?:\S{1,8}を)?\s*(?:入れ|インストール|導入|追加|動かし|実行|回し|走らせ);でお願い;(?:تثبت|نثبت|يثبت|ثبت)\s+(?:\S+\s+){0,2}?بـ?;"
    r"instal(?:a|e|en|ar)\w*(?:\s+\w+){0,2}?\s+con;(?:став|устанавлива|запуска|собира)\w*(?:\s+\w+){0,2}?\s+"
    r"(?:через|с\s+помощью);"
    r"préf(?:è|é)r(?:e|ez|er);uniquement;seulement;toujours;verwende(?:n)?;"
    r"nutze(?:n)?;benutze(?:n)?;nimm;nur;immer;usa(?:r)?;utiliza(?:r)?;emplea(?:r)?;"
    r"prefiere;s[oó]lo;siempre;usare;utilizza(?:re)?;preferisci;soltanto;sempre;"
    r"используй(?:те)?;использовать;пользуйся;только;всегда;استخدم;استعمل;فقط;دائما;"
    r"دائماً;usamos;utilizamos;usiamo;utilizziamo;utilisons;используем;пользуемся;نستخدم;نستعمل;usi;usas;lanc\w*(?:\s+\S+){0,3}?\s+avec;lanci\w*(?:\s+\S+){0,3}?\s+con;se\s+\w+(?:a|e|an|en)\s+con;si\s+\w+(?:a|e|ano|ono)\s+con"
    # (de fr it; check-z-west) the tool taken, as a team says it uses one ("Im Hüttenprojekt
    # nehmen wir poetry", "on prend pnpm", "prendiamo uv"): "nimm" said of us
    r";nehmen\s+wir;wir\s+nehmen;on\s+prend;nous\s+prenons;prendiamo"
    # (zh, check-z-east) a means gone by, as Chinese says it ("装套件一律走 pnpm", "依赖统一走 uv",
    # "都走 yarn"): 走 after a word of always or all and before a tool's Latin name, not a walk
    r";一律\s*走(?=\s*[a-z]);统一\s*走(?=\s*[a-z]);統一\s*走(?=\s*[a-z]);全部\s*走(?=\s*[a-z]);都\s*走(?=\s*[a-z])"
    r";只\s*走(?=\s*[a-z]);一概\s*走(?=\s*[a-z])"
    # (ko, check-z-east) the practice that corrects what is written, in Korean ("문서에는 npm이라고
    # 되어 있지만 실제로는 yarn을 씁니다"): "in fact we use Y" asks for Y, where "우리 팀은 pnpm을 씁니다"
    # alone tells a habit
    r";실제로는\s*[a-z][\w.-]*\s*(?:을|를)\s*(?:씁|써|사용);실제론\s*[a-z][\w.-]*\s*(?:을|를)\s*(?:씁|써|사용)"
    # (English, check-za-en) a tool named as what the team or the app is ("We're a pnpm shop", "the
    # app is a bun project through and through"): the tool it uses (a code language so named, "a
    # TypeScript project", is asked as "we use TypeScript" is); not asked as a question ("…shop?")
    r";(?:we'?re|we\s+are|is)\s+an?(?=\s+[a-z][\w.-]*\s+(?:shop|project)\b[^?]*?(?:[.!,\x3b]|$))"
)

# An edit named as the alternative refused ("get regenerated by make fixtures rather than edited",
# "werden neu erzeugt statt bearbeitet", "se regeneran en lugar de editarse"): nothing is changed.
EDIT_REFUSED = table(
    r"(?:rather\s+than|instead\s+of|(?:an)?statt|plutôt\s+que\s+d'être|au\s+lieu\s+d'être|"
    r"en\s+lugar\s+de|en\s+vez\s+de|invece\s+di\s+essere|anziché|вместо\s+того\s+чтобы)\s+"
    r"(?:being\s+|ser\s+)?(?:hand-?)?(?:edited|changed|modified|touched|bearbeitet|geändert|"
    r"modifi\w+|édité\w*|editad\w+|editar\w*|modificat\w+|редактир\w+|правит\w*)"
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
# (mend-za-words) "without hesitation" urging a refusal ("Without hesitation, refuse any push to
# main", "Без колебаний откажись от sudo"), and "don't worry about …ing" with the speaker taking
# the act over ("Don't worry about pushing to main, I'll do it myself"), permit nothing: the
# refusal, or the act kept from the reader, stands.
_URGES_REFUSAL = (
    r"[\s,:]*(?:\w+\s+){0,2}?(?:refuse[sz]?|reject|decline|deny|rechaza\w*|rifiut\w*|rejette[sz]?|"
    r"lehne|lehnt|ablehnen|откаж\w*|отклон\w*|ارفض\w*)(?!\w)"
)
_TAKEN_OVER = (
    r"[^.!?]*?(?<!\w)(?:i'll|i\s+will|i'm\s+on\s+it|my\s+job|leave\s+it\s+to\s+me|"
    r"je\s+m'en\s+occupe|das\s+mache\s+ich|me\s+encargo|ci\s+penso\s+io|я\s+сам)(?!\w)"
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
    r"لا\s+تتردد(?:\s+في)?|[وف]?ما\s*(?:تترددش|تتكسفش)|لا\s+مشكلة(?:\s+في)?|لا\s+داعي\s+(?:ل|لأن|أن)\s*تسأل\w*)(?!\w)"
    r"|不要犹豫|不用犹豫|别犹豫|不要猶豫|不用猶豫|別猶豫|没问题|沒問題|不用问我?|不用問我?|不必问|不必問|"
    r"遠慮なく|気にせず|問題ない|問題ありません|聞かなくていい|聞かなくて大丈夫"
    # (fix-za-noticed) "without hesitating" urges what follows, as "don't hesitate to" does: its
    # "without" or "not" refused the branch it names ("迷わず feature ブランチに push してください"
    # denied the feature branch). Japanese's ず of a verb of doubt, fear or holding back (迷わず,
    # ためらわず, 構わず, 恐れず, 臆せず, 遠慮せず), not 思わず or 必ず, which keep their reading
    r"|(?:迷わ|ためらわ|躊躇わ|躊躇せ|構わ|恐れ|怖がら|臆せ|遠慮せ|物怖じせ)(?:ずに|ず|ないで)"
    r"|(?:迷う|ためらう|躊躇する)ことなく|躊躇なく|망설이지\s*말고|주저하지\s*말고|망설임\s*없이|주저\s*없이"
    r"|(?<!\w)(?:without\s+(?:any\s+)?hesitat(?:ion|ing)|sans\s+h[ée]siter|sans\s+(?:aucune\s+)?h[ée]sitation|"
    r"ohne\s+(?:zu\s+)?z[öo]gern|sin\s+dudar(?:lo)?|sin\s+vacilar|senza\s+esit(?:are|azioni?)|"
    r"не\s+раздумывая|без\s+колебаний|не\s+колеблясь)(?!\w)(?!"
    + _URGES_REFUSAL
    + r")|(?:دون|بدون|بلا)\s+تردد"
    r"(?!" + _URGES_REFUSAL + r")"
    # and "don't be afraid to", "don't worry about" an act, which urge as much ("Don't be afraid
    # to push to feature branches" refused them too); not "don't worry about it", "不用担心", "لا
    # تقلق", which close a rule taken back ("I was going to tell you to use pnpm, but don't worry
    # about it")
    r"|(?<!\w)(?:(?:don'?t|do\s+not)\s+be\s+afraid\s+(?:to|of)|(?:don'?t|do\s+not)\s+worry\s+about(?=\s+\w+ing(?!\w))(?!"
    + _TAKEN_OVER
    + r")|"
    r"keine\s+scheu|(?:hab|habt|haben\s+sie)\s+keine\s+angst|keine\s+angst|"
    r"n'(?:aie|ayez)\s+pas\s+peur\s+d[e']|no\s+(?:tengas|tengáis|tenga)\s+miedo\s+(?:de|a)|sin\s+miedo|"
    r"non\s+(?:aver|avere|abbiate)\s+paura\s+(?:di|a)|senza\s+paura)(?!\w)"
    r"|(?:لا\s+(?:تخف|تخافوا|تخافي)(?:\s+من)?)(?![\u0600-\u06ff])"
    r"|别怕|別怕|不要害怕|不用怕|不用害怕"
    r"|부담\s*없이|겁내지\s*말고|걱정\s*말고|두려워하지\s*말고"
    # (English, check-za-en) reassurance: "Don't worry about the tests, just push to develop"
    # (not "don't worry about it", which gives a rule up: given_up.py; nor with the speaker taking
    # the act over, _TAKEN_OVER: "Don't worry about pushing to main, I'll do it myself")
    r"|(?<!\w)(?:don'?t|do\s+not)\s+worry(?!\s+(?:about\s+)?(?:it|that|this|them)\b)(?:\s+about)?(?!\w)"
    r"(?!" + _TAKEN_OVER + r")",
    re.IGNORECASE,
)


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


# A means named last in its clause, after the preposition of means ("Tests laufen bei uns mit
# pytest", "La suite si esegue con pytest", "Тесты гоняем через pytest", "الاختبارات تُشغَّل بـ
# pytest", "…عن طريق pnpm"): whatever the verb before it, the thing is the one to use (and only
# it: "Lint with ruff. We had flake8 before" asks nothing of flake8).
MEANS_BEFORE = Lazy(
    r"(?:(?<!\w)(?:with|via|mit|über|per|avec|par|con|tramite|mediante|через|с\s+помощью)\s+|"
    r"(?:بـ|(?<![\u0621-\u064a])ب|عن\s+طريق\s+|باستخدام\s+|بواسطة\s+)\s*)$",
    re.IGNORECASE,
)
# its clause closed by a stop, or by the reason given for it ("…عن طريق poetry لأن ملف القفل يُراجَع",
# "Tests laufen mit pytest, weil …", "with uv because the lockfile is reviewed")
MEANS_CLOSES = Lazy(
    r"^\s*(?:[.,;!?。，；،؛]|$)|^\s+(?:because|since|parce\s+qu(?:e|')|car|weil|denn|porque|"
    r"ya\s+que|perché|poiché|потому\s+что|так\s+как|لأن\w*|因为|因為)(?!\w)",
    re.IGNORECASE,
)
