"""The language a rule asks replies in ("answer in German, even when I write in English", "한국어로만
대답해", "لا تجب بالإنجليزية"): a language named, the reply asked of it, and what makes it no reply
language (a language named in a when-clause, as the stuff of words, or for another object)."""

from __future__ import annotations

import re

from app.domain.compliance.korean_asides import (
    KO_RIEUL,
)
from app.domain.compliance.language import (
    _NOT_REPLY,
    NAME_RX,
    OTHER_OBJECT,
    LanguageRule,
    chinese_variant,
    languages_named,
)
from app.domain.compliance.lexicon import (
    USE,
    Lazy,
    clauses,
    table,
)
from app.domain.compliance.polarity import FORBIDDEN, polarity
from app.domain.compliance.rule_scope import ZH_BARE_REPLY_WHEN

REPLY = table(
    r"answer\w*;repl(?:y|ies|ied);respon(?:d|se|ses|ding);talk;speak;write\s+to\s+me;"
    r"communicate;chat;converse;explain\w*;回答;回复;回覆;答复;答覆;说;說;讲;講;交流;沟通;溝通;对话;對話;聊;解释;"
    r"summar(?:y|ies|ise|ize)\w*;zusammenfass\w*;riassun\w*;synth[eè]se\w*;résumé\w*;resumen\w*;resúmen\w*;резюм\w*;сводк\w*;ملخص\w*;总结;總結;要約;요약;解釋;回我;答え;返答;返事;話;返信;説明;답;대답;답변;응답;말해;대화;설명;répon\w*;parle\w*;écri\w*[- ]moi;"
    r"communique\w*;explique\w*;explications?;antwort\w*;beantwort\w*;sprich;sprechen;rede;schreib\w*\s+mir;"
    # the notices a reply is, as Chinese's 通知 ("Уведомления … пишем по-русски", "الإشعارات")
    r"notifications?;уведомлени\w*;оповещени\w*;benachrichtigung\w*;notifica\w*;notificacion\w*;"
    r"الإشعارات;إشعار\w*;"
    r"kommunizier\w*;erklär\w*;respond\w*;respuestas?;contest\w*;contést\w*;h[aá]bla\w*;"
    r"escríbeme;escrib\w*;write;writes;écri\w*;schreib\w*;scriv\w*;пиши;писать;اكتب;書いて;書く;써;"
    r"explica\w*;explíca\w*;respónd\w*;respondé\w*;contésta\w*;rispond\w*;rispost\w*;parla\w*;scrivimi;comunica\w*;"
    r"spiega\w*;отвеча\w*;ответ\w*;говори\w*;пиши\s+мне;общай\w*;объясня\w*;أجب;أجيبي;"
    # (de ar; check-zf-west) speaking to me in a language, beside a commit's ("mit mir redest du
    # aber Deutsch", "كلامك معايا يكون بالعربي")
    r"redest;sprichst;كلامك;"
    # (de es it ar; check-zg-west) and its second person beside "when", in the west's forms ("quando
    # parli con me", "cuando me hables", Swiss "wenn du mir schriibsch", Levantine "لما تحكي معي")
    r"parli;hables;schriib\w*;adresses\s+à\s+moi;разговарива\w*;пишешь;تحكي;احكي;"
    r"ردود;رد;الرد;اشرح;تحدث;تكلم;اكتب\s+لي;إجابات;إجابة;الإجابة;التواصل;تواصل;جواب;جوابك;أجوبة;الجواب;"
    # the second person after "لا" (the jussive: "لا تجب بالإنجليزية")
    r"تجب;تجيبي;تجيبني;ترد;تردي;تتحدث;تتكلم;تكتب\s+لي;"
    # Chinese's writing and the texts a reply is: a notice, an announcement, a summary, a message
    # ("给骑手的系统通知一律用中文写", "公告請寫繁體中文", "摘要請寫成繁體中文")
    r"写;寫;摘要;通知;公告;消息;訊息;讯息;"
    # (mend-zb-denies) and its everyday reply ("回话就用中文"), as read_reply._REPLIES reads it
    r"回话;回話;"
    # texts sent out in a language ("Release notes … go out in English", "Patient emails go out
    # in Spanish", "les relances partent en français", "los avisos salen en castellano")
    r"(?:go(?:es)?|(?:are|is|get|gets)\s+sent)\s+out\s+in;partent\s+en;salen\s+en;escono\s+in;"
    # (es it fr de; check-z-west) or said to go in it, and Spanish's accented imperative with its
    # clitic ("Los avisos para las empacadoras van en rumano", "i messaggi vanno in ungherese",
    # "les consignes vont en tagalog", "Ustedes escríbanles en suajili")
    r"van\s+en;vanno\s+in;vont\s+en;escríb\w*;"
    # or said as what we send, in a language ("Anything we send to the Seville partners is in
    # Spanish"; not "We send the French menu to the printer")
    r"(?:we|you)\s+send(?:\s+out)?\s[^.;!?]{0,60}?\s(?:is|are|be|go|goes)\s+in;"
    # Korean's and Japanese's notices ("라이더 공지는 한국어로 작성합니다", "입주민 안내문",
    # "앱 알림", "お知らせ", "案内文")
    r"공지;안내문;알림;お知らせ;案内文;告知;"
    # (ja, check-v-east) Japanese's texts sent in a language, a polite wish or a request
    # ("メールは、日本語でお送りいただけますと幸いです", "英語で送ってください"): sent in it is written in it
    r"でお送り;で送って;で送信;"
    # (ja zh ko, check-w-east) an email, the text a reply is ("予約確認メールは、日本語でお願いいたします",
    # "给会员的邮件", "보호자 메일"), not its address
    r"メール(?!アドレス);邮件;郵件;메일(?!\s*주소);"
    # the team's present of writing and talking to those a reply goes to ("Ученикам пишем только
    # по-русски", "С клиентами общаемся только по-русски"), and the messages sent or addressed to
    # them ("Les messages envoyés aux parents … sont rédigés en français", "الرسائل الموجهة
    # لعملاء الشركة تُكتب بالعربية")
    r"пишем;общаемся;نكتب;نتواصل;نرد;"
    r"(?:messages?|annonces?|courriels?|mails?)\s+(?:envoyé|adressé|destiné)e?s?\s+aux?;"
    r"الرسائل\s+الموجهة;رسائل\s+موجهة"
    # (English, check-w-en) the texts said written in a language ("Letters to the clinic's clients
    # are written in Portuguese", "show notes you draft for the website are written in Spanish")
    r";(?:are|is|get|gets)\s+(?:always\s+)?written\s+in"
    # (English, check-y-en) what a group of recipients is sent, said in a language ("the ski
    # school's instructors get their messages in Polish", "anything for the picking crew goes to
    # them in Romanian", "Messages to the kennel assistants: Turkish, please")
    r";(?:gets?|receives?)\s+(?:their|its)\s+(?:messages?|replies|answers|updates|notes|emails?|texts?)\s+in"
    r";go(?:es)?\s+to\s+them\s+in"
    r";(?:messages?|replies|answers|emails?|texts?)\s+(?:to|for)\s+[^.;:!?]{1,80}?:(?=\s)"
    # (English, check-z-en) what is sent to a group described at length, said in a language: "Anything
    # you send the Saturday volunteers from the library's reading circle should be in Vietnamese",
    # "Whatever goes out to the gym's route setters, put it in Spanish", "Canteen news for the
    # kitchen porters — Vietnamese, please"
    r";(?:we|you)\s+send(?:\s+out)?\s[^.;!?]{0,160}?\s(?:should|must|has\s+to|have\s+to|needs?\s+to)\s+be\s+in"
    r";(?:whatever|anything|everything)\s+(?:that\s+)?goes\s+out\s+to\s[^.;!?]{1,80}?,\s+put\s+(?:it|them)\s+in"
    r";(?:news|notes?|notices?|updates?|messages?)\s+for\s+[^.;:!?]{1,80}?\s[—–](?=\s+[a-z]+,?\s+please)"
    # (zh, check-za-east) a bare 回 said as when one replies ("咱们回的时候都用中文"): the reply's own
    # verb, not a compound's (来回, 退回: another character before it; rule_scope's, one definition)
    r";" + ZH_BARE_REPLY_WHEN
)


def reply_language(text: str, plain: str) -> LanguageRule | None:
    if _NOT_REPLY.search(plain) and not _not_reply_elsewhere(plain):
        return None
    if ("때" in text or "땐" in text) and _language_says_when(text):
        return None
    if "로" in plain and _KO_LANGUAGE_AS_WORDS.search(plain):
        return None  # "영어를 그대로 동사로 쓰지 마": its words used as Korean ones, not replies
    if OTHER_OBJECT.search(plain):
        # "한국어로만 대답하고, 코드 주석도 한국어로": the clause about replies is read alone.
        for a, b in clauses(plain):
            part = plain[a:b]
            if REPLY.search(part) and not OTHER_OBJECT.search(part) and languages_named(part):
                return _language_of(text, part)
        # or its sentence, when the clause names none ("tes explications, elles, restent en
        # français")
        for a, b in _sentences(plain):
            part = plain[a:b]
            if REPLY.search(part) and not OTHER_OBJECT.search(part):
                return _language_of(text, part)
        return None
    return _language_of(text, plain)


def _not_reply_elsewhere(plain: str) -> bool:
    """Whether every word of translating or learning is in a sentence of its own that names no
    language ("Release notes go out in English; the Bergen office translates them afterwards"):
    what someone else does after the texts are written, not the language as a task's stuff."""
    for a, b in _sentences(plain):
        if _NOT_REPLY.search(plain, a, b) and languages_named(plain[a:b]):
            return False
    return len(_sentences(plain)) > 1


# A language named as the stuff of words ("'픽스하다'처럼 영어를 그대로 동사로 쓰지 마시고", "일본어를
# 변수명으로 쓰지 마"): the object (을/를) of a use as a kind of word (동사로, 변수명으로).
_KO_LANGUAGE_AS_WORDS = Lazy(
    r"어\s*(?:을|를)\s+(?:그대로\s+|막\s+|바로\s+)?(?:동사|명사|형용사|부사|단어|낱말|용어|표현|이름|"
    r"변수명|변수\s*이름|함수명|함수\s*이름|클래스명|약어|줄임말)\s*(?:로|으로)(?![가-힣])"
)


# A Korean -(으)ㄹ 때 clause ("영어로 답할 때", "일본어로 쓸 땐"), not the concessive 때도: it says
# when the rule holds.
_KO_WHEN = Lazy(rf"(?<=[{KO_RIEUL}])\s*(?:때|땐)(?:에|엔|는|에는)?(?![가-힣])")


def _language_says_when(plain: str) -> bool:
    """Whether a language is named in a Korean when-clause ("영어로 답할 때 'simply'나 'just'는
    빼 주세요"): it is when the rule holds, not the reply's language — read alone, the rule
    would forbid or ask for it (a reply language only sometimes is no reading either)."""
    spans = clauses(plain)
    for m in _KO_WHEN.finditer(plain):
        c0 = next((a for a, b in spans if a <= m.start() < b), 0)
        if languages_named(plain[c0 : m.end()]):
            return True
    return False


# "Other than" beside a language's name: after it (Korean, Japanese, Chinese) or before it.
_OTHER_THAN_AFTER = Lazy(
    r"\s*(?:(?:을|를)\s*)?(?:이외|외|以外|之外|以外|除外)(?:의|에|에는|の|的)?|\s*말고\s*다른|\s*아닌"
    # "한국어 말고는 답하지 마", "한국어 아니면 대답하지 마" (other than Korean / if not Korean)
    r"|\s*(?:(?:은|는)\s*)?(?:말고|빼고)(?:는|선|엔|서는)(?![가-힣])|\s*(?:(?:이|가)\s*)?아니면(?![가-힣])"
)
_OTHER_THAN_BEFORE = Lazy(
    r"(?:other\s+than|anything\s+but|any\s+language\s+but|autre\s+que|autres\s+que|"
    r"außer|ausser|distint[oa]s?\s+del?|que\s+no\s+sea|divers[ao]\s+dall?'?|diversa\s+da|"
    r"кроме|отличн\w+\s+от|غير|سوى|除了?|除)\s*(?:the\s+|l'|le\s+|el\s+|l')?$",
    re.IGNORECASE,
)


def _language_of(text: str, plain: str) -> LanguageRule | None:
    langs = languages_named(plain)
    if not langs:
        return None
    unmixed, refused = False, ()
    if len(langs) > 1:
        spans = [NAME_RX[lang].search(plain).span() for lang in langs]
        pols = polarity(plain, spans)
        # (check-zb-east) one refused beside the one asked ("英語を混ぜず日本語だけで"): none of its
        # sentences in the reply either
        unmixed = FORBIDDEN in pols
        refused = tuple(lang for lang, p in zip(langs, pols, strict=True) if p == FORBIDDEN)
        langs = [lang for lang, p in zip(langs, pols, strict=True) if p != FORBIDDEN]
        if len(langs) != 1:
            langs = _languages_of_the_reply(plain, langs)
        if len(langs) != 1:
            return None
    lang = langs[0]
    if not REPLY.search(plain):
        rest = NAME_RX[lang].sub(" ", plain)
        rest = USE.sub(" ", rest)
        rest = re.sub(r"[\W\d_]+|please|请|請|in|en|auf|in|на|по|بال|用|で|로|으로", " ", rest)
        if len(rest.replace(" ", "")) > 6:
            return None
    span = NAME_RX[lang].search(plain).span()
    variant = chinese_variant(plain) if lang == "zh" else None
    if _OTHER_THAN_AFTER.match(plain, span[1]) or _OTHER_THAN_BEFORE.search(plain[: span[0]]):
        # "한국어 외의 언어로 답하지 마세요", "Don't reply in any language other than English":
        # every other language is what is forbidden — the one named is asked for
        return LanguageRule(lang, variant) if REPLY.search(plain) else None
    if polarity(plain, [span])[0] == FORBIDDEN:
        # "never answer in English", "영어로 대답하지 마세요": a reply rule (its verb said) that
        # forbids one language; without the verb ("no English") it is not known to be about replies
        return LanguageRule(lang, variant, forbidden=True) if REPLY.search(plain) else None
    return LanguageRule(lang, variant, unmixed=unmixed, unmixed_with=refused if unmixed else ())


# A sentence's strong cuts (not its commas): a semicolon, a full stop, a dash, "and yet".
_SENTENCE_CUT = Lazy(r"[;；。!！?？\n]|\.(?=\s)|\s[-–—]\s|،\s*(?=ومع\s+ذلك)")


def _languages_of_the_reply(plain: str, langs: list[str]) -> list[str]:
    """Of several languages a rule names, those named where the reply is: in the clause, or else
    the sentence, that holds the verb or noun of replying. A language named elsewhere is told of
    someone ("客户那边看不懂英文", "аналитики английский не читают") or of what the user writes or
    pastes ("A veces te pego logs en inglés; tú explícamelo en castellano"), not asked for."""
    if any(_times_named(plain, lang) > 1 for lang in langs):
        return (
            langs  # "영어로 물어보면 영어로, 한국어로 물어보면 한국어로": each language for its own
        )
    # a language named in a clause of the trouble it gives ("Talk to me in German please, the
    # English summaries confuse the warehouse staff"): why the rule is, not the reply's language
    troubled = {
        lang
        for a, b in clauses(plain)
        if _TROUBLE.search(plain, a, b)
        for lang in languages_named(plain[a:b])
    }
    if troubled and len(set(langs) - troubled) == 1:
        return list(set(langs) - troubled)
    for cut in (clauses(plain), _sentences(plain)):
        parts = [plain[a:b] for a, b in cut if REPLY.search(plain[a:b])]
        if not parts or len(parts) == len(cut):
            continue
        named = {lang for part in parts for lang in languages_named(part) if lang in langs}
        if len(named) == 1:
            return list(named)
    return langs


_TROUBLE = table(
    r"confus(?:e|es|ed|ing);puzzl(?:e|es|ed);annoy(?:s|ed)?;trips?\s+(?:\w+\s+){0,2}up;lost\s+on;"
    r"can'?t\s+(?:read|follow|understand);cannot\s+(?:read|follow|understand);"
    r"(?:don'?t|doesn'?t)\s+(?:read|follow|understand|speak)"
)


def _sentences(plain: str) -> list[tuple[int, int]]:
    cuts, at = [], 0
    for m in _SENTENCE_CUT.finditer(plain):
        cuts.append((at, m.start()))
        at = m.end()
    cuts.append((at, len(plain)))
    return [(a, b) for a, b in cuts if plain[a:b].strip()]


def _times_named(plain: str, lang: str) -> int:
    """How often a language is named, its words run together counted once ("简体中文")."""
    ends, count = -2, 0
    for m in NAME_RX[lang].finditer(plain):
        if m.start() - ends > 1:
            count += 1
        ends = m.end()
    return count
