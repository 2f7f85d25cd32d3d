"""The terms a rule names (terms.py holds what a term is: programs, libraries, code, code languages):
quoted words, names of code, programs and the command words after them, tools and services, emoji
and exclamations, Korean words named without quotes; the SQL statements a rule names are
sql_terms.py's."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from app.domain.compliance.branch_writes import FILE_WRITERS, GIT_HOSTS, written_by_means
from app.domain.compliance.lexicon import KO_HANGUL, NEGATION_AFTER, NEGATION_BEFORE, Lazy, table
from app.domain.compliance.migrations_run import migrations_run
from app.domain.compliance.program_acts import acts_refused
from app.domain.compliance.programs import ACTION_OF, CANONICAL, KNOWN_PROGRAMS, SUBCOMMANDS
from app.domain.compliance.registry_publish import PUBLISHED_BY, published_to
from app.domain.compliance.restarts import restarts
from app.domain.compliance.service_acts import act_of, host_places
from app.domain.compliance.sql_terms import sql_terms
from app.domain.compliance.terms import (
    CHAR,
    CODE,
    CODE_LANGS,
    CODE_OF,
    CODELANG,
    COMMAND,
    EMOJI,
    LIBRARY,
    LIBRARY_OF,
    PROGRAM,
    TOOL,
    WORD,
    Term,
)

EMOJI_WORDS = Lazy(
    r"(?<![\w])(?:emojis?|emoticons?|emotes?|smileys?|émojis?|émoticônes?|emoticonos?|emoticon[ei]?|"
    r"faccin[ae]|caritas?|"
    r"эмодзи|смайл\w*|эмотикон\w*|إيموجي|ايموجي|الإيموجي|رموزا?\s+تعبيرية|الرموز\s+التعبيرية|"
    r"وجوه\s+تعبيرية|gitmojis?|깃모지)(?![\w])|表情符号|表情符號|表情包|表情|絵文字|顔文字|颜文字|顏文字|이모지|이모티콘|그림\s*문자|emoji",
    re.IGNORECASE,
)
# An emoji given as an example of what is meant ("😀 같은 거", "🎉 등", "things like 🚀"): emoji.
_EMOJI_EXAMPLE = Lazy(
    r"[\U0001F300-\U0001FAFF\u2600-\u27BF][\uFE0F\U0001F3FB-\U0001F3FF]*"
    r"(?=\s*(?:같은|따위|등(?:은|도|의|을)?(?![가-힣])|류|like|and\s+the\s+like|etc|など|之类|之類|等))"
    r"|(?<=like\s)[\U0001F300-\U0001FAFF\u2600-\u27BF]"
)
EXCLAMATION_WORDS = Lazy(
    r"exclamation\s+(?:marks?|points?)|points?\s+d'exclamation|ausrufezeichen|"
    r"signos?\s+de\s+exclamaci[oó]n|punt[io]\s+esclamativ[io]|восклицательн\w+\s+знак\w*|"
    r"علامات?\s+التعجب|感叹号|感嘆號|感嘆符|びっくりマーク|느낌표",
    re.IGNORECASE,
)
_QUOTES = Lazy(
    r"`([^`]{1,60})`|\"([^\"]{1,60})\"|“([^”]{1,60})”|«\s*([^»]{1,60}?)\s*»|„([^“”]{1,60})[“”]|"
    # German's and Danish's guillemets, turned inward: »Login«
    r"»\s*([^«»]{1,60}?)\s*«|"
    r"「([^」]{1,60})」|『([^』]{1,60})』|‘([^’]{1,60})’|(?<![A-Za-z0-9_])'([^']{1,60})'(?![A-Za-z0-9_])"
)
_WORDISH = Lazy(r"[A-Za-z][A-Za-z0-9_.+#-]*")
_CODEISH = Lazy(r"[._()\[\]{}<>=!:@#$*/\\]|^[a-z]+[A-Z]|_")
_CALLED = Lazy(
    r"\b(?:the\s+)?(?:word|words|phrase|phrases|expression|term)\b|(?:词|詞|字眼|说法|說法|言葉|表現|단어|표현|"
    r"\bmots?\b|\bexpressions?\b|\bWort\b|\bWörter\b|\bAusdruck\b|\bpalabras?\b|\bexpresi[oó]n\b|"
    r"\bparol[ae]\b|\bespressione\b|слов\w*|выражени\w*|كلمة|عبارة)",
    re.IGNORECASE,
)


# "`delete_file` tool", "the `merge_pull_request` tool": a quoted name an MCP tool goes by.
_TOOL_NOUN = r"(?:tools?|工具|ツール|도구|outils?|werkzeug\w*|tool\w*|herramientas?|strument[oi]|инструмент\w*|أداة|الأداة)"
_TOOL_WORD = Lazy(rf"\s*{_TOOL_NOUN}(?![A-Za-z])", re.I)
# A tool named bare: a snake_case name beside the word for a tool ("the delete_file tool",
# "delete_file ツール", "l'outil delete_file", "أداة delete_file").
_BARE_TOOL = Lazy(
    rf"(?<![\w`'\"])(?P<a>[a-z][a-z0-9]*(?:_[a-z0-9*]+)+)(?=\s*{_TOOL_NOUN}(?![A-Za-z]))"
    rf"|{_TOOL_NOUN}\s+(?:(?:called|named|nommé|namens|llamad[ao]|chiamat[ao])\s+)?"
    rf"(?P<b>[a-z][a-z0-9]*(?:_[a-z0-9*]+)+)(?![\w`'\"])",
    re.IGNORECASE,
)
# Services with tool servers, named in a rule that forbids writing to them ("Slack には投稿しないで",
# "never post to Slack", "n'envoie rien sur Discord"): every tool of that server.
_SERVICES = (
    "slack", "discord", "teams", "github", "gitlab", "bitbucket", "jira", "linear", "notion",
    "confluence", "asana", "trello", "sentry", "gmail", "outlook", "figma", "stripe", "vercel",
    "netlify", "heroku", "cloudflare", "supabase", "firebase", "twitter", "telegram", "whatsapp",
    "zendesk", "hubspot", "salesforce", "intercom", "pagerduty", "datadog",
)  # fmt: skip
_SERVICE = Lazy(r"(?<![\w.-])(" + "|".join(_SERVICES) + r")(?![\w.-])", re.IGNORECASE)
_SEND = Lazy(
    r"\b(?:post\w*|send\w*|messag\w*|notif\w*|publish\w*|share\w*|comment\w*|announce\w*|"
    r"publi\w*|envoi\w*|envoy\w*|poste\w*|schick\w*|send\w*|veröffentlich\w*|enví\w*|envi\w*|"
    r"mand\w*|pubblic\w*|invi\w*|manda\w*|отправ\w*|пост\w*|публик\w*|пиш\w*|creat\w*|open\w*|"
    r"file\w*|cré\w*|erstell\w*|crea\w*|cre[ae]\w*|созда\w*)|投稿|送信|送ら|送っ|書き込|通知|作ら|作成|"
    r"作っ|发消息|发送|发布|发到|發送|發布|發到|发|發|创建|建立|新建|開|开|보내|게시|올리|전송|알림|만들|생성|"
    r"تنشر|انشر|نشر|ترسل|أرسل|إرسال|تنشئ|أنشئ|إنشاء",
    re.IGNORECASE,
)


@dataclass(frozen=True, slots=True)
class Found:
    """A term found in a rule, with its span in the (normalised) rule text."""

    start: int
    end: int
    term: Term


def find_terms(text: str, qual: frozenset[str] | None, qual_spans) -> list[Found]:
    """The terms a rule's words name, in order (quoted ones first claim their span)."""
    found: list[Found] = []
    taken: list[tuple[int, int]] = list(qual_spans)

    def free(s: int, e: int) -> bool:
        return all(e <= a or s >= b for a, b in taken)

    def add(s: int, e: int, term: Term) -> None:
        if term.kind == WORD and _CONJOINING_CONSONANT.search(term.text):
            # NFKC made ㅋ the conjoining ᄏ; replies write the letter ㅋ
            term = Term(term.text.translate(_LETTER_OF_CONSONANT), WORD, term.langs)
        if free(s, e):
            found.append(Found(s, e, term))
            taken.append((s, e))

    called = _CALLED.search(text) is not None
    for m in _BARE_TOOL.finditer(text):
        name = m.group("a") or m.group("b")
        add(
            m.start("a" if m.group("a") else "b"),
            m.end("a" if m.group("a") else "b"),
            Term(name.lower(), TOOL),
        )
    # (check-zg-east) "GitHub で PR をマージするのはご遠慮ください": the host named as the merge's
    # place in the east's words, with or without a word for its tools — its merge tools, read
    # where the merge is said (the host stands before the verb that refuses, out of its reach);
    # the span left free: the merge's noun is the commands' that do it too (act_nouns)
    placed = set()
    for at, start, end, act, _host in host_places(text):
        placed.add(at)
        found.append(Found(start, end, Term(act, TOOL)))
        # and the commands that merge, as the merge's noun reads (act_nouns): its command line's
        # merge on the host, and a local merge, as before (whose branch the rule does not say)
        found.append(Found(start, end, Term("gh pr merge", COMMAND)))
        found.append(Found(start, end, Term("git merge", COMMAND)))
    if _SEND.search(text) or _TOOL_WORD.search(text):
        # (check-zf-en) a git host's tools named as the means of writing files ("Never change
        # files on stable via the GitHub MCP"): its tools that write files, never its reads
        hosted = written_by_means(text)
        for m in _SERVICE.finditer(text):
            service = m.group(1).lower()
            if m.start() in placed:
                continue
            if hosted and service in GIT_HOSTS:
                if free(m.start(), m.end()):  # the host's name stands for each of them
                    found.extend(Found(m.start(), m.end(), Term(t, TOOL)) for t in FILE_WRITERS)
                    taken.append((m.start(), m.end()))
            else:
                # "don't merge PRs with the GitHub tools": the merge tools, not every one (probe-zf)
                act = act_of(text, m.start(), service)
                add(m.start(), m.end(), Term(act or service + "__*", TOOL))
    for m in _QUOTES.finditer(text):
        inner = next(g for g in m.groups() if g is not None).strip()
        if inner[:1] in "~～" and len(KO_HANGUL.findall(inner)) > 1:
            inner = inner.lstrip("~～ ")  # "'~것 같습니다'": "…" before the words, a sentence's end
        if inner and _TOOL_WORD.match(text, m.end()) and re.fullmatch(r"[\w*.-]+", inner):
            add(m.start(), m.end(), Term(inner.lower().rpartition("__")[2], TOOL))
        elif inner:
            add(m.start(), m.end(), _quoted_term(inner, qual, called, m.group(0)[0] == "`"))
    if KO_HANGUL.search(text):
        for m in _KO_PROGRAM.finditer(text):
            # a program written in Hangul ("도커 이미지는 로컬에서 빌드하지 말고"), its subcommand
            # said by a verb after it in its clause: the command
            # (its files, "테라폼 파일들", are a place's, not a command's)
            program = _KO_PROGRAM_OF[m.group()]
            verb = _KO_SUBCOMMAND_AFTER.match(text, m.end())
            if verb and _KO_SUBCOMMAND_OF[verb.group(1)] in SUBCOMMANDS.get(program, ()):
                add(
                    m.start(),
                    m.end(),
                    Term(f"{program} {_KO_SUBCOMMAND_OF[verb.group(1)]}", COMMAND),
                )
        for s_, e_, term in _korean_named(text):
            add(s_, e_, term)
    for s_, e_, term in sql_terms(text):
        add(s_, e_, term)
    # a restart or a migration said by its verb or noun: the commands that do it (check-w-west)
    for s_, e_, commands in restarts(text) + migrations_run(text):
        if free(s_, e_):
            found.extend(Found(s_, e_, term) for term in commands)
            taken.append((s_, e_))
    for m in _SCRIPT.finditer(text) if _RUN_VERB.search(text) else ():
        # "./deploy.sh는 실행하지 마": a script the rule names beside a verb of running
        add(m.start(), m.end(), Term(m.group(1).rsplit("/", 1)[-1], PROGRAM))
    for m in _PIPE_WORDS.finditer(text):  # "pipe curl into bash": the pipeline `curl | bash`
        add(m.start(), m.end(), Term(f"{m.group(1)} | {m.group(2)}", COMMAND))
    for m in _PASSED_TO.finditer(text):
        if m.group(4) and _RUN_AT_END.search(m.group()) and not _AT_ONCE.search(m.group()):
            continue  # "curl で落としたものは bash で実行": run in the shell, not at once: no pipe
        if m.group(5):  # the shell named before the downloader: the pipeline is the whole span
            add(m.start(), m.end(), Term(f"{m.group(6).lower()} | {m.group(5).lower()}", COMMAND))
            continue
        first, shell = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
        # the pipeline stands where its shell is named: a negation between the downloader and the
        # shell ("curl 下下来的脚本别直接管道给 sh 跑") is said of it, not lost inside it
        at = 2 if m.group(1) else 4
        start = (
            m.start(at) if NEGATION_BEFORE.search(text, m.end(at - 1), m.start(at)) else m.start()
        )
        add(start, m.end(at), Term(f"{first.lower()} | {shell.lower()}", COMMAND))
    for m in _RUN_IN_SHELL.finditer(text) if "curl" in text or "wget" in text else ():
        first, shell = m.group(1), m.group(2)
        start = m.start(2) if NEGATION_BEFORE.search(text, m.start(), m.start(2)) else m.start()
        if free(start, m.end(2)):
            # the downloader stands in the pipeline, not as a program of its own
            taken.append((m.start(1), m.end(1)))
        add(start, m.end(2), Term(f"{first.lower()} | {shell.lower()}", COMMAND))
    for m in _HANDED_AS_IS.finditer(text) if "curl" in text or "wget" in text else ():
        # a download handed to the shell as it is (fr, de, es, ru, ar): the pipeline, as above
        first, shell = (m.group(1), m.group(2)) if m.group(1) else (m.group(4), m.group(3))
        at = 2 if m.group(1) else 3
        start = m.start(at) if NEGATION_BEFORE.search(text, m.start(), m.start(at)) else m.start()
        add(start, m.end(), Term(f"{first.lower()} | {shell.lower()}", COMMAND))
        # the downloader stands in the pipeline, not as a program of its own
        taken.append((m.start(1), m.end(1)) if m.group(1) else (m.start(4), m.end(4)))
    for m in _DOWNLOAD_PASSED.finditer(text) if _DOWNLOADED.search(text) else ():
        # a download said in words, no downloader named ("網路上抓下來的安裝腳本不要直接 pipe 給
        # bash 跑", "ネットから落としたスクリプトを sh に流し込まないで"): any downloader piped to the shell
        shell = m.group(1) or m.group(2)
        at = 1 if m.group(1) else 2
        start = m.start(at) if NEGATION_BEFORE.search(text, m.start(), m.start(at)) else m.start()
        add(start, m.end(), Term(f"{DOWNLOADER} | {shell.lower()}", COMMAND))
    for m in _CONSONANT_RUN.finditer(text):  # chat's ㅋㅋ, ㅎㅎ, ㅇㅋ: a word, quoted or not
        if m.group() != "\u1102\u1102":  # but ㄴㄴ, "no no", is the rule's own "no"
            add(m.start(), m.end(), Term(m.group(), WORD))
    for m in EMOJI_WORDS.finditer(text):
        add(m.start(), m.end(), Term("emoji", EMOJI))
    for m in _EMOJI_EXAMPLE.finditer(text):  # "😀 같은 거 넣지 마": emoji, given by an example
        add(m.start(), m.end(), Term("emoji", EMOJI))
    for m in EXCLAMATION_WORDS.finditer(text):
        add(m.start(), m.end(), Term("!", CHAR))
    if KO_HANGUL.search(text):  # "--no-verify로 훅 건너뛰지 마": an option, named bare
        for m in _LONG_OPTION.finditer(text):
            add(m.start(), m.end(), Term(m.group(), CODE))
        # "도커 이미지에 latest 태그 달지 마세요", "verbose 옵션은 빼 주세요": a Latin word named
        # as a part of a command (a tag, an option, a flag) is code, found in the command
        for m in _KO_COMMAND_PART.finditer(text):
            word = m.group(1)
            if word not in KNOWN_PROGRAMS and word not in LIBRARY_OF:
                add(m.start(1), m.end(1), Term(word, CODE))
    runtimes = []
    for m in _WORDISH.finditer(text):
        word = m.group(0).lower().rstrip(".")
        s, e = m.start(), m.start() + len(word)
        if text[s - 1 : s] == "/" and text[e : e + 1] == "/":
            continue  # a folder inside a path ("infra/terraform/"), not the program
        if text[e : e + 1] == "/" and _EAST_UNDER.match(text, e + 1):  # (check-v-east)
            continue  # a folder named bare before the east's "under" ("terraform/ 以下は")
        term = _bare_term(word, text, e, qual)
        if term is not None and term.kind == PROGRAM:
            e, term = _command_words(text, e, term)
            # "Don't use docker to build or push images": those commands, not docker (probe-zg)
            acts = (
                acts_refused(text, e, term.text, SUBCOMMANDS.get(term.text, frozenset()))
                if term.kind == PROGRAM
                else []
            )
            if acts:
                if free(s, e):
                    found.extend(Found(s, e, Term(a, COMMAND)) for a in acts)
                    taken.append((s, e))
                continue
            if term.kind == PROGRAM and term.text in PUBLISHED_BY:
                # "never publish to npm yourself": npm's publishing, not npm (probe-zf)
                command = published_to(text, s, e, term.text)
                term = term if command is None else Term(command, COMMAND)
        elif term is not None and term.kind == COMMAND and term.text != word:
            # "rm -rf 대신 trash": a common word run with its options spans them too
            e = _command_words(text, e, Term(word, PROGRAM))[0]
        if term is not None:
            add(s, e, term)
        elif word in ("node", "nodejs", "node.js"):
            runtimes.append((s, e))
    # "node" is a common word, but beside another program ("Use Bun instead of Node") it is one.
    if runtimes and any(f.term.kind == PROGRAM for f in found):
        for s, e in runtimes:
            add(s, e, Term("node", PROGRAM))
    found.sort(key=lambda f: f.start)
    return found


# (ja zh ko, check-v-east) the east's words of what lies under a folder, or of the folder itself
_EAST_UNDER = Lazy(
    r"\s*(?:以下|配下|の下|底下|下面|下的|目录|目錄|資料夾|文件夹|フォルダ|ディレクトリ|아래|하위|폴더|디렉터리)"
)


# Korean marks a word it talks about, unquoted, by the quotative particle: "레거시라는 표현",
# "k8s라고 줄여 쓰지 말고", "배포라고 써 주세요" — the word before (-이)라는 with a noun of wording, or
# (-이)라고 with a verb of writing or calling; a gloss in brackets is the same word ("레거시(legacy)
# 라는"). Not a verb's quotative ("쓰라고", "하지 말라고"): its stem is no word.
_KO_NAMED = Lazy(
    r"(?<![\w'\"`])([가-힣a-z0-9][\w.+#-]*?)(?:\(\s*([a-z][\w .+#-]*?)\s*\))?\s*(?:이)?"
    r"(?:라는\s*(?=(?:표현|말|단어|용어|이름|낱말|호칭|표기)(?![가-힣]{2}))|"
    r"라고\s*(?=(?:줄여\s*)?(?:쓰|써|씁|적|부르|불러|부릅|표기|표시|말하|하지|하면|해|합|칭)))"
)
_KO_WORDING_NOUN = Lazy(r"표현|말|단어|용어|이름|표기|낱말|호칭|철자")
_KO_CODE_NAME = Lazy(r"변수|함수|메서드|메소드|클래스|컴포넌트|파일\s*이름|파일명")
_KO_VERB_STEM = Lazy(r"(?:[하말쓰주달되가오보두지]|으|하지\s*말)$")
# "깃헙 말고 GitHub으로 표기해줘": in a rule about how a word is written (표기, 철자), the bare word
# before 말고, 대신 or 아니라 is the spelling refused.
_KO_SPELLING_VERB = Lazy(r"표기|철자|스펠링|맞춤법")
_KO_BARE_REFUSED = Lazy(
    r"(?<![\w'\"`])([가-힣][가-힣a-z0-9]*)\s*(?=(?:말고|대신|아니라)(?![가-힣]))"
)
_KO_OBJECT_PARTICLE = Lazy(r"(?<=[가-힣]{2})(?:은|는|을|를)$")


def _korean_named(text: str):
    """(start, end, word) of the words a Korean rule names unquoted (see _KO_NAMED); not in a rule
    about the names code gives ("이 변수는 count라고 부르지 말고": a naming rule's)."""
    if _KO_CODE_NAME.search(text):
        return
    for m in _KO_NAMED.finditer(text):
        word = m.group(1)
        if _KO_VERB_STEM.search(word) and not m.group(2) and not word.isascii():
            continue
        if word in KNOWN_PROGRAMS or word in LIBRARY_OF:
            continue  # "npm 말고 pnpm이라고 써": a program, read as one
        yield m.start(1), m.end(1), Term(word, WORD)
        if m.group(2):
            yield m.start(2), m.end(2), Term(m.group(2).strip(), WORD)
    if _KO_SPELLING_VERB.search(text) or _KO_NAMED.search(text):
        for m in _KO_BARE_REFUSED.finditer(text):
            word = _KO_OBJECT_PARTICLE.sub("", m.group(1))
            if word.endswith(("지", "게", "고")) or _KO_WORDING_NOUN.fullmatch(word):
                continue  # a verb's "쓰지 말고", the noun of "…라는 표기 말고": not the word
            yield m.start(1), m.start(1) + len(word), Term(word, WORD)


# A script named by its path ("./deploy.sh", "scripts/release.sh") in a rule with a verb of running.
_SCRIPT = Lazy(
    r"(?<![\w/.-])((?:\.{1,2}/|~/)?(?:[\w.-]+/)*[\w-]+\.(?:sh|bash|zsh|ps1|bat|cmd))(?![\w/-])"
)
_RUN_VERB = table(
    r"실행\w*;돌리\w*;돌려\w*;돌릴;run\w*;execut\w*;launch\w*;実行;执行;執行;运行;運行;"
    r"exécut\w*;lanc\w*;ausführ\w*;ejecut\w*;esegu\w*;lancia\w*;запуска\w*;запусти\w*;شغل\w*;تشغيل"
)
_LONG_OPTION = Lazy(r"(?<![\w-])--[a-z][a-z0-9]+(?:-[a-z0-9]+)*(?![\w=-])")
_PIPE_WORDS = Lazy(
    r"\bpip(?:e|es|ed|ing)\s+(?:the\s+output\s+of\s+)?`?([a-z](?:[\w-]|\.(?=\w))*)`?\s+(?:in|into|to|through)\s+"
    r"`?([a-z](?:[\w-]|\.(?=\w))*)`?",
    re.IGNORECASE,
)
# In every language, what a download is handed to: a downloader and a shell in one clause with a
# verb of passing between or after them ("不准用 curl 下載腳本直接丟給 bash 跑", "curl で落とした
# スクリプトを bash に渡さないで", "curl-Skripte nicht an bash weiterreichen", "ne passe pas la sortie de
# curl à sh"): the pipeline, not each program.
_PASSED_TO = Lazy(
    r"\b(curl|wget)\b[^.;,，。；\n]{0,40}?(?:丟給|丢给|交给|交給|给|給|パイプ|渡|넘겨|넘기|파이프|pipe|"
    r"weiter\w*|an\s+(?=bash|sh|zsh)|passe\w*|pasa\w*|passa\w*|переда\w*|пайп\w*|مرر|تمرير|"
    # Arabic hands a download "to" the shell (إلى bash)
    r"إلى\s+(?=bash|sh|zsh))"
    r"[^.;,，。；\n]{0,12}?\b(bash|sh|zsh)\b"
    # (Japanese pours it into the shell: "sh に流さないで", "bash に流し込む")
    # (an adverb of at once between: "sh にそのまま流し込む", "bash 로 바로 실행하는", where a
    # downloaded script run at once in the shell is the pipeline too)
    r"|\b(curl|wget)\b[^.;,，。；\n]{0,40}?\b(bash|sh|zsh)\b\s*(?:に|で|에서|에|으로|로)?\s*"
    r"(?:(?:そのまま|直接|すぐに?|いきなり|바로|그대로)\s*)?(?:渡|流|넘겨|넘기|파이프|pipe|実行|실행|돌리|돌려|"
    # German's verb closing the clause ("nicht per curl direkt in bash gepipt")
    r"gepip\w*|geleitet|ausgeführt)"
    # the shell named first, after its verb of passing, the downloader after what is handed to it
    # ("pasar a bash un script bajado con curl", "passare a sh uno script scaricato con wget")
    r"|\b(?:pas[ae]\w*|passa\w*|passe\w*|pass|passing|hand\w*|mand\w*|geben|gib\w*|donn\w*)\s+"
    r"(?:(?:mai|nunca|jamais|never|nie)\s+)?(?:a|à|al|alla|an|to|into)\s+(bash|sh|zsh)\b[^.;,，。；\n]{0,40}?\b(curl|wget)\b",
    re.IGNORECASE,
)
# A download run or sent at once in the shell, said after the downloader ("Los scripts bajados con
# curl no se ejecutan directamente con bash", "un script récupéré avec wget ne part jamais
# directement dans bash", "jamás va directo a bash", "скачанные через curl, … не запускаются сразу
# в bash" — a participle's commas between): the pipeline, not each program (a download
# kept apart is no break).
_RUN_IN_SHELL = Lazy(
    r"\b(curl|wget)\b[^.;，。；\n]{0,40}?\b(?:ejecut\w*|esegu\w*|exécut\w*|lanc\w*|ausgeführt|"
    r"запуска\w*|выполня\w*|va|van|vanno|part|partent|geht|gehen|идут|идёт|уходит)\s+"
    r"(?:(?:mai|nunca|jamais|jamás|nie|never|не)\s+)?"
    r"(?:directamente|directo|directement|direttamente|direkt|сразу|напрямую)\s+"
    r"(?:con|avec|mit|in|dans|a|à|al|en|в|через)\s+(bash|sh|zsh)\b",
    re.IGNORECASE,
)
# A download handed to the shell as it is, said after the downloader with a participle's commas
# between (the twenty-second round's west: "un script téléchargé avec curl n'est jamais envoyé tel
# quel à sh", "lo que se baja con curl no va por tubería a bash", "скачанные wget, не передаются по
# конвейеру в bash", "ein mit wget geholtes Skript nie direkt an bash weitergereicht"), or the
# shell first in Arabic ("لا نمرّر إلى bash أي سكربت نُزّل بـ curl"): the pipeline, so a download
# kept apart from its run (`curl -o`, then a read) breaks nothing.
_HANDED_AS_IS = Lazy(
    r"\b(curl|wget)\b[^.;!?\n]{0,60}?(?:\b(?:envoy\w*|pass\w*|переда\w*|отправля\w*|va|van|"
    r"geht|gehen)\s+(?:(?:tel(?:le)?s?\s+quel(?:le)?s?|por\s+tuber[ií]a|"
    r"по\s+конвейеру|через\s+(?:пайп|конвейер)|directement|directamente|сразу)\s+)?"
    r"(?:à|a|al|в|на)\s+|\ban\s+(?=(?:bash|sh|zsh)\s+(?:weiter|übergeb|gepip)))(bash|sh|zsh)\b"
    r"|(?:[نتيأ]?مر\u0651?ر|تمرير)\s+(?:إلى|الى|ل)\s*(bash|sh|zsh)\b[^.;!?\n]{0,40}?\b(curl|wget)\b",
    re.IGNORECASE,
)
# Programs written in Hangul, and the verbs of their subcommands.
_KO_PROGRAM_OF = {"도커": "docker", "테라폼": "terraform", "쿠버네티스": "kubectl", "헬름": "helm"}
_KO_PROGRAM = Lazy(r"(?<![가-힣])(?:도커|테라폼|쿠버네티스|헬름)(?=[가-힣\s]|$)")
_KO_SUBCOMMAND_OF = {
    "빌드": "build",
    "삭제": "delete",
    "지우": "delete",
    "지워": "delete",
    "적용": "apply",
    "푸시": "push",
}
_KO_SUBCOMMAND_AFTER = Lazy(r"(?!\s*파일)[^.;,，。；、\n]{0,20}?(빌드|삭제|지우|지워|적용|푸시)")
# A program's deleting said by a verb of the CJK languages in its clause, after it.
_DELETES_WITH = Lazy(
    r"\s*(?:で|로|으로)?[^.;,，。；、\n]{0,20}?(?:消す|消し|消さ|削除|删|刪|삭제|지우|지워)"
)
_RUN_AT_END = Lazy(r"(?:実行|실행|돌리|돌려)$")
_AT_ONCE = Lazy(r"そのまま|直接|すぐ|いきなり|바로|그대로")
# A script downloaded, said in words in the CJK languages (网上下载的脚本, 網路上抓下來的安裝腳本,
# ネットから落としてきたスクリプト, 인터넷에서 받은 스크립트), handed or poured into the shell in its clause.
DOWNLOADER = "download"  # the pipeline's first program: any downloader (termrule._pipeline)
_DOWNLOADED = Lazy(
    r"(?:下载|下載|抓下|抓來|抓来|落とし|ダウンロード|받은|받아\s*온|다운로드한|다운받은|내려받은)"
    r"[^.;,，。；\n]{0,12}?(?:脚本|腳本|スクリプト|스크립트)"
)
_DOWNLOAD_PASSED = Lazy(
    r"(?:下载|下載|抓下|抓來|抓来|落とし|ダウンロード|받은|받아\s*온|다운로드한|다운받은|내려받은)"
    r"[^.;,，。；\n]{0,12}?(?:脚本|腳本|スクリプト|스크립트)[^.;,，。；\n]{0,16}?"
    r"(?:(?:(?:管道|pipe|パイプ)\s*)?(?:丟給|丢给|交给|交給|给|給|管道|pipe)\s*\b(bash|sh|zsh)\b"
    r"|\b(bash|sh|zsh)\b\s*(?:に|에|으로|로)?\s*(?:そのまま|直接|すぐに?|いきなり|바로|그대로)?\s*"
    r"(?:渡|流|넘겨|넘기|파이프|pipe))",
    re.IGNORECASE,
)
# Words that end a command named bare in a rule's prose ("docker compose down -v in CI").
_PROSE_WORDS = frozenset(
    ["in", "on", "at", "for", "with", "without", "to", "or", "and", "nor", "but", "unless", "instead", "rather", "than", "when", "if", "on", "the", "a", "an", "any", "anymore", "again", "ever", "directly", "please", "pls", "locally", "here", "there", "this", "that", "it", "its", "from", "by", "via", "as", "so", "then", "before", "after", "while", "en", "de", "del", "con", "sin", "para", "por", "dans", "sur", "avec", "sans", "pour", "ou", "et", "sauf", "auf", "mit", "ohne", "für", "im", "in", "oder", "und", "außer", "nel", "con", "senza", "per", "su", "o", "e", "tranne",
     # the sentence going on after a command named bare: its negation, copula or impersonal
     # pronoun is no argument ("rm -rf non si usa mai", "rm -rf is never run", "rm -rf ist tabu")
     "non", "no", "not", "never", "ne", "nicht", "nie", "niemals", "kein", "keine", "jamais",
     "nunca", "mai", "is", "are", "was", "be", "ist", "sind", "wird", "werden", "est", "sont",
     "es", "son", "sono", "se", "si", "we", "you", "wir", "man", "nous", "noi", "hier", "qui",
     "aquí", "ici"]
)  # fmt: skip
_NAMES_WHAT_IT_RUNS = frozenset(["run", "exec", "start", "test", "x", "dlx"])
_ARG_LIKE = Lazy(r"[\d/.=:*_~]")
# (a word of the command ends before a CJK stop or comma too: "只有 SRE 可以執行 kubectl apply。")
# (and before Arabic's comma, semicolon and question mark: "لا تنفذ npm publish، أنا من ينشر" cut
# the subcommand off and refused npm whole, so the hook denied `npm test`: probe-ze)
_ARG = Lazy(
    r"\s+(-{1,2}[A-Za-z0-9][\w=.-]*|[a-z][\w:./=-]*)(?=[\s,.;:!?)。，、；：！？）」』،؛؟]|$)"
)


_KO_COMMAND_PART = Lazy(
    r"(?<![\w'\"`./:-])([a-z][\w.-]{1,30})\s*(?=(?:태그|옵션|플래그|인자|인수|파라미터)"
    r"(?:는|은|를|을|가|이|도|만)?(?![가-힣]))"
)
_CHMOD_MODE = Lazy(r"\s+(?:-[rR]\s+)?([0-7]{3,4}|[ugoa]*[+=-][rwxXst]+)(?![\w+=-])")


def _command_words(text: str, end: int, program: Term) -> tuple[int, Term]:
    """A program named bare and the words after it that run it ("docker compose down -v",
    "npm publish", "git push --force"): a command, when its first word is one of the program's
    subcommands or an option; the program alone otherwise."""
    words, at = [], end
    if program.text == "chmod":
        # "chmod 777은 안 됩니다": the mode is what the rule refuses, not chmod itself
        mode = _CHMOD_MODE.match(text, at)
        if mode is not None:
            return mode.end(1), Term(f"chmod {mode.group(1)}", COMMAND)
    while len(words) < 6:
        m = _ARG.match(text, at)
        if m is None or m.group(1) in _PROSE_WORDS or NEGATION_AFTER.fullmatch(m.group(1)):
            break  # "rm -rf tabu", "rm -rf verboten": the word that refuses it, no argument
        # a sentence's full stop is not the option's ("Nada de rm -rf.": "-rf", not "-rf.")
        word = m.group(1).rstrip(".")
        words.append(word)
        at = m.start(1) + len(word)
    canon = CANONICAL.get(program.text, program.text)
    subs = SUBCOMMANDS.get(canon)
    if not words:
        return end, program
    known = (subs is not None and words[0] in subs) or (
        len(words) > 1 and words[1] in ACTION_OF.get((canon, words[0]), ())
    )
    # after its first word, a command goes on with options, the program's own words and
    # arguments written as such (a path, a glob, a value); a plain word of the sentence ends it,
    # in whatever language ("kubectl apply nutzt hier niemand", "rm -rf sul NAS", "rm -rf on the
    # NAS"): the sentence going on, not an argument
    for k in range(1, len(words)):
        w = words[k]
        if not (
            w.startswith("-")
            or (subs is not None and w in subs)
            or _ARG_LIKE.search(w)
            or words[k - 1] in _NAMES_WHAT_IT_RUNS  # "npm run dev", "docker exec web"
            # (probe-zg) the subcommand's own act ("npm audit fix", "git stash drop")
            or (k == 1 and w in ACTION_OF.get((canon, words[0]), ()))
            # a plain word right before an option is the command's own ("npm audit fix --force")
            or (k + 1 < len(words) and words[k + 1].startswith("-"))
        ):
            words = words[:k]
            at = text.index(words[-1], end) + len(words[-1])
            break
    if not (known or any(w.startswith("-") for w in words)):
        return end, program
    return at, Term(" ".join([program.text, *words]), COMMAND)


# Hangul consonant letters (ㄱ…ㅎ) as NFKC leaves them in a rule's words: the conjoining initials.
# A run of two or more of them, standing alone, is chat's shorthand (ㅋㅋ, ㅎㅎ, ㅇㅋ, ㄱㄱ).
_CONJOINING_CONSONANT = re.compile("[\u1100-\u1112]")
_CONSONANT_RUN = Lazy("(?<![\u1100-\u11ff])[\u1100-\u1112]{2,}(?![\u1100-\u11ff])")
_LETTER_OF_CONSONANT = {
    ord(unicodedata.normalize("NFKC", chr(c))): c
    for c in range(0x3131, 0x314F)
    if "\u1100" <= unicodedata.normalize("NFKC", chr(c)) <= "\u1112"
}


def _quoted_term(inner: str, qual, called: bool, backticked: bool) -> Term:
    verb = _KO_DICTIONARY_VERB.fullmatch(inner) if not backticked else None
    if verb:
        # "'픽스하다'", "'디플로이되다'": a verb quoted in its dictionary form is its stem, the word
        # every form of it writes ("픽스했습니다", "픽스하는 중")
        return Term(verb.group(1), WORD)
    low = inner.lower()
    first = low.split()[0] if low.split() else low
    if low in KNOWN_PROGRAMS:
        return Term(low, PROGRAM)
    if " " in low and first in KNOWN_PROGRAMS and not called:
        return Term(low, COMMAND)
    if low in LIBRARY_OF:
        return Term(low, LIBRARY, LIBRARY_OF[low][0])
    if low in CODE_OF:
        langs, _plain, comments = CODE_OF[low]
        return Term(low, CODE, qual or langs, comments)
    phrase = not backticked and _PROSE_PHRASE.fullmatch(inner) is not None  # "Gerne!"
    if not called and not phrase and (backticked or _CODEISH.search(inner) or qual is not None):
        return Term(low, CODE, qual)
    return Term(low, WORD)


_KO_DICTIONARY_VERB = Lazy(r"([가-힣]{1,8})(?:하다|되다|시키다|해요|합니다)")


# Words with at most a sentence's closing mark: what is said, not code.
_PROSE_PHRASE = Lazy(r"[^\W\d_][^\W_]*(?:[ '’-][^\W_]+)*[.!?…。！？]{0,3}")


_CJK_SCRIPT = Lazy(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7a3]")


# Programs whose bare name is also a common word, or whose rules are actions (git): quoted only.
_NOT_BARE = frozenset(
    {"make", "go", "rm", "node", "python", "black", "git", "prettier", "helm", "find", "kill",
     "bundle", "rails", "fly", "ant", "pod", "gem", "zip", "turbo", "watch", "touch", "tar",
     "mv", "cp", "cat", "ls", "cd", "echo", "sort", "head", "tail", "date", "file", "less", "more",
     "open", "time", "test", "pass", "top", "which", "dd"}
)  # fmt: skip


def _bare_term(word: str, text: str, end: int, qual) -> Term | None:
    """A term written without quotes: a program, a sure library or code word, a code language —
    or a code word only sure with the rule's language ("any" in TypeScript, "var" in JS)."""
    if word in KNOWN_PROGRAMS and word not in _NOT_BARE:
        if "delete" in SUBCOMMANDS.get(word, ()) and _DELETES_WITH.match(text, end):
            # "kubectl で本番の Pod を消す", "用 kubectl 删 pod", "kubectl로 파드 삭제": its delete
            return Term(f"{word} delete", COMMAND)
        return Term(word, PROGRAM)
    if word in KNOWN_PROGRAMS or word in _NOT_BARE:
        # A common word, or a program whose rules are actions, is a program only with the words
        # that run it ("rm -rf", "git clean -fdx", "make install").
        _end, term = _command_words(text, end, Term(word, PROGRAM))
        return term if term.kind == COMMAND else None
    if word in LIBRARY_OF:
        langs, plain = LIBRARY_OF[word]
        library_word = re.match(r"\s*(?:library|module|package|lib)\b", text[end:], re.IGNORECASE)
        if plain or library_word or (qual is not None and qual & langs):
            return Term(word, LIBRARY, langs)
        return None
    if word in CODE_OF:
        langs, plain, comments = CODE_OF[word]
        named = re.match(
            r"\s*(?:type|types|keyword|statements?|declarations?|calls?|to\s+declare|类型|類型|型|타입|"
            r"关键字|關鍵字|声明|聲明|宣告|宣言|선언|定义|定義|で宣言|"
            # the statement or call named in Chinese, Japanese and Korean ("print 语句", "print 文",
            # "print 문", "eval 호출", "print 调用")
            r"语句|語句|调用|調用|呼び出し|文(?![字件書档檔章])|구문|문(?![서자장제])|호출|"
            r"키워드|キーワード|예약어|予約語|타입|선언|"
            # a marker named with the comments it stands in ("TODO comments", "TODO 주석")
            r"comments?|주석|코멘트|コメント|注释|註釋|註解)",
            text[end:],
            re.IGNORECASE,
        )
        if plain or named or (qual is not None and langs is not None and qual & langs):
            return Term(word, CODE, qual or langs, comments)
        # In words of another script ("print 대신 logging을 써", "print の代わりに logging"), a
        # code word written in Latin letters is not a word of the sentence's language: it is code.
        if _CJK_SCRIPT.search(text):
            return Term(word, CODE, langs, comments)
        return None
    if word in ("typescript", "javascript"):
        return Term(word, CODELANG, CODE_LANGS[word])
    return None
