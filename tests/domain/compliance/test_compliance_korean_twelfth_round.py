"""Korean rules the twelfth round's batch (dev33l_ko) and the eleventh round's frozen third
(dev33k_ko_frozen, scored once, used as development data) showed unread or read turned round,
read as classes (issue 33): a place asked for beside a place refused in the clause after it; what
the user says they did not mean ("…라는 게 아니라"); a reason closed by -여서; a description, a
plan, a remark told at second hand, the user's own question or a permission alone — none asks
anything, so nothing is `unknown` about them; chat spellings (말구, 해죠); a language named in a
when-clause or as the stuff of words; a verb quoted in its dictionary form; the verb a Korean
negation closes; a gloss after 표; a ticket's number put at the end; bundlers as alternatives;
technical terms a reply-language rule lets stay in English.

Every sentence here was written for this file (none is in a corpus set); each test fails on the
code before this round (ebf0ae5), the near misses beside the probes excepted."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome, reading_of

V, F, NA, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN


def bash(command: str):
    return ("Bash", {"command": command})


def write(path: str, content: str = "export const x = 1;\n"):
    return ("Write", {"file_path": path, "content": content})


def pr(title: str):
    return ("github__create_pull_request", {"owner": "o", "repo": "r", "title": title,
                                            "head": "feat/x", "base": "main"})  # fmt: skip


# ---------------------------------------------------------------- a place asked, another refused


@pytest.mark.parametrize(
    ("rule", "inside", "outside"),
    [
        (
            "스크립트는 tools/ 폴더에 넣고, 최상위 폴더에는 만들지 마세요",
            "tools/sync.sh",
            "sync.sh",
        ),
        ("셸 스크립트는 bin/ 안에 두고 다른 곳엔 만들지 마", "bin/release.sh", "ops/release.sh"),
        (
            "테스트는 spec/ 밑에 작성하고, src 옆에는 두지 마십시오",
            "spec/cart.test.ts",
            "lib/cart.test.ts",
        ),
        (
            "새 컴포넌트는 ui/widgets에 저장하고 루트에는 생성하지 말 것",
            "ui/widgets/Tab.tsx",
            "Tab.tsx",
        ),
        (
            "새 문서는 manual/ 아래에 두고요, 저장소 맨 위에는 만들지 말아 주세요",
            "manual/setup.md",
            "setup.md",
        ),
    ],
)
def test_a_folder_placed_by_a_clause_in_go_is_asked_for_not_refused(verdict, rule, inside, outside):
    """The words "X는 A에 두고, B에는 만들지 마세요": the negation closes its own clause; the clause in -고
    before it places files in A. Main read A as refused — the reading turned round."""
    assert verdict(rule, write(inside)).verdict is F
    assert verdict(rule, write(outside)).verdict is V


def test_a_folder_refused_in_its_own_clause_stays_refused(verdict):
    """Near misses: the folder's own clause refuses it (말고, 않고), or the rule has one clause."""
    rule = "vendor/ 폴더는 건드리지 말고, 필요한 건 lib/에 새로 만드세요"
    assert verdict(rule, write("vendor/x.js")).verdict is V
    assert (
        verdict("generated/ 폴더에는 아무것도 만들지 마세요", write("generated/a.ts")).verdict is V
    )
    assert verdict("스크립트는 scripts/에 두지 마세요", write("scripts/a.sh")).verdict is V


# ---------------------------------------------------------------- what the user did not mean


@pytest.mark.parametrize(
    ("rule", "refused", "asked"),
    [
        (
            "yarn 말고 npm 쓰라는 게 아니라, npm 말고 yarn 쓰라는 거예요",
            "npm install",
            "yarn install",
        ),
        (
            "pip 쓰지 말라는 말이 아니고 uv 말고 pip을 쓰라는 거야",
            "uv pip install httpx",
            "pip install httpx",
        ),
        ("podman 쓰라는 뜻이 아니라 docker로 하라는 겁니다", "podman build .", "docker build ."),
        ("jest 쓰라는 얘기가 아니라 vitest 쓰라는 거죠", "npx jest", "npx vitest run"),
        ("bun으로 바꾸자는 게 아니고, pnpm을 쓰자는 거예요", "bun install", "pnpm install"),
    ],
)
def test_what_the_user_says_they_did_not_mean_is_not_the_rule(verdict, rule, refused, asked):
    """The words "…라는 게 아니라, …라는 거예요": the quotative clause denied by 아니라/아니고 is what was
    not meant. Main read both halves together and asked for what the user refuses."""
    assert verdict(rule, bash(refused)).verdict is V
    assert verdict(rule, bash(asked)).verdict is F


def test_a_plain_contrast_with_aniramyeon_is_read_as_before(verdict):
    """Near misses: "X가 아니라 Y로" (no quotative) names the thing refused, as before."""
    assert verdict("npm이 아니라 pnpm으로 설치해 주세요", bash("npm install")).verdict is V
    assert verdict("npm이 아니라 pnpm으로 설치해 주세요", bash("pnpm install")).verdict is F
    assert verdict("yarn 쓰라는 거예요", bash("npm install")).verdict is not F


# ---------------------------------------------------------------- a reason closed by -여서


@pytest.mark.parametrize(
    ("rule", "refused", "asked"),
    [
        (
            "webpack 빌드가 자꾸 꼬여서 번들은 vite로만 만들어 주세요",
            "npx webpack",
            "npx vite build",
        ),
        ("npm 캐시가 자꾸 꼬여서 요즘은 pnpm으로 해 주세요", "npm install", "pnpm install"),
        ("pip 로그가 너무 길게 보여서 uv로 설치해 줘", "pip install rich", "uv pip install rich"),
        ("poetry 락이 매번 꼬여서 그러니 uv 쓰세요", "poetry add rich", "uv add rich"),
        ("yarn 버전이 계속 바뀌여서 npm으로 설치합시다", "yarn add zod", "npm install zod"),
    ],
)
def test_a_reason_closed_by_yeoseo_is_not_what_is_asked(verdict, rule, refused, asked):
    """꼬여서, 보여서: -여서 closes a reason as -어서 does; the program it names is the user's
    trouble, not the tool asked for. Main asked for both."""
    assert verdict(rule, bash(refused)).verdict is V
    assert verdict(rule, bash(asked)).verdict is F


def test_words_in_yeoseo_that_are_no_reason_are_left_alone(verdict):
    """Near misses: a reason that is the rule (the rest asks nothing of its own) keeps it."""
    assert verdict("npm은 캐시가 꼬여서 쓰지 마세요", bash("npm install")).verdict is V
    assert verdict("npm은 캐시가 꼬여서 쓰지 마세요", bash("pnpm install")).verdict is F
    assert verdict("pnpm으로 설치해 주세요", bash("npm install")).verdict is V


# ---------------------------------------------------------------- words that ask nothing


@pytest.mark.parametrize(
    ("rule", "output"),
    [
        ("우리 팀은 재작년부터 yarn을 쓰고 있어요.", bash("npm install")),  # a description
        ("배포는 보통 금요일에 하고 있습니다", bash("./deploy.sh")),
        ("저희 쪽은 main 브랜치를 GitHub에서 보호하고 있음", bash("git push origin main")),
        ("다음 달에 jest를 vitest로 바꿀 예정입니다", bash("npx jest")),  # a plan for a set time
        ("이번 스프린트에 레거시 정리할 거예요", "레거시 코드를 정리했습니다."),
        ("옆 팀에서 main에 force push 했대요 ㅋㅋ", bash("git push --force origin main")),
        ("어제 누가 sudo로 다 깔았대", bash("sudo apt-get install jq")),  # told at second hand
        ("develop에 바로 푸시해도 되나요?", bash("git push origin develop")),  # a question alone
        ("tabs 쓰든 spaces 쓰든 상관없어요", write("a.py", "def f():\n\treturn 1\n")),
        ("커밋 메시지 한국어로 쓰라고 했던 건 취소할게요", bash("git commit -m 'Fix'")),
    ],
)
def test_words_that_ask_nothing_are_not_applicable(verdict, rule, output):
    """A description (-고 있-), a plan for a set time, the past told at second hand (-었대), the
    user's own question, a permission alone, a retraction: nothing is asked, so nothing is in
    doubt — `not_applicable`, not `unknown` (main said `unknown`, or read the description as the
    rule: "…yarn을 쓰고 있어요" violated by npm)."""
    assert verdict(rule, output).verdict is NA
    assert not reading_of(rule).checkable


@pytest.mark.parametrize(
    ("rule", "output", "want"),
    [
        ("지금부터 pnpm만 쓰고 있어요. npm은 쓰지 마세요", bash("npm install"), V),
        ("이 레포는 yarn 안 써요. npm만 씁니다.", bash("yarn add zod"), V),
        ("main에 푸시하지 말래요", bash("git push origin feat/x"), F),  # a rule passed on: read
        ("금요일에는 main에 푸시하지 마세요", bash("git push origin main"), U),
    ],
)
def test_rules_beside_the_words_that_ask_nothing_are_read_as_before(verdict, rule, output, want):
    """Near misses: a description beside a request, a rule passed on, a rule tied to a day."""
    assert verdict(rule, output).verdict is want


def test_a_decision_from_now_on_is_no_plan():
    """Near miss: "앞으로 … 안 쓸 거예요" decides; it is not a plan for a set time."""
    from app.domain.compliance.reader import asks_nothing

    assert not asks_nothing("앞으로 npm은 안 쓸 거예요")
    assert not asks_nothing("이제부터 배포는 제가 할 거예요")


# ---------------------------------------------------------------- chat spellings


@pytest.mark.parametrize(
    ("rule", "refused", "asked"),
    [
        ("npm run dev 말구 npm start로 실행해죠", "npm run dev", "npm start"),
        ("yarn 말구 pnpm 쓰셈", "yarn add zod", "pnpm add zod"),
        ("pip 말구 uv로 깔아쥬", "pip install rich", "uv pip install rich"),
        ("docker 말구 podman으로 돌려죠", "docker run app", "podman run app"),
        ("jest 말구 vitest로 테스트해죠", "npx jest", "npx vitest run"),
    ],
)
def test_chat_spellings_of_malgo_read_as_malgo(verdict, rule, refused, asked):
    """말구 (말고), 해죠/해쥬 (해줘): the thing before 말구 is refused. Main read both asked."""
    assert verdict(rule, bash(refused)).verdict is V
    assert verdict(rule, bash(asked)).verdict is F


def test_words_that_only_look_like_chat_spellings_are_left_alone():
    """Near misses: 구 and 죠 inside words (구조, 하죠, 보죠) are not chat spellings."""
    from app.domain.compliance.reader import normalise

    assert normalise("구조 바꾸지 말구") == "구조 바꾸지 말고"
    assert normalise("이렇게 하죠") == "이렇게 하죠"
    assert normalise("말구름 같은 이름") == "말구름 같은 이름"


# ---------------------------------------------------------------- a language that says when, or what words are made of


@pytest.mark.parametrize(
    "rule",
    [
        "영어로 답할 때 'basically'라는 단어는 쓰지 마세요",
        "영어로 설명할 땐 'obviously' 같은 말은 빼 주세요",
        "일본어로 대답할 때에는 'とりあえず'를 쓰지 마",
        "영어로 쓸 때 'gonna'는 쓰지 말 것",
        "중국어로 답변할 때 '亲' 같은 단어는 금지",
    ],
)
def test_a_language_in_a_when_clause_is_not_refused(verdict, rule):
    """The words "영어로 답할 때 …는 빼 주세요": the language says when the rule holds. Main read it as
    a reply language refused, so every English reply broke the rule."""
    assert not any(type(c).__name__ == "LanguageRule" for c in reading_of(rule).checks)
    assert verdict(rule, "Here is the fixed query; the index is used now.").verdict is not V


def test_a_reply_language_beside_a_when_clause_of_no_language_is_read(verdict):
    """Near misses: a concessive 때도 and a when-clause naming no language keep the reading."""
    english = "Sure, I fixed the flaky test and pushed the branch for review."
    assert verdict("영어로 물어볼 때도 한국어로 답해 주세요", english).verdict is V
    assert verdict("설명할 때 한국어로 해 주세요", english).verdict is V
    assert (
        verdict("답변은 영어로 해 주세요", "네, 테스트를 고치고 브랜치를 올렸습니다.").verdict is V
    )


@pytest.mark.parametrize(
    ("rule", "broken", "kept"),
    [
        (
            "'픽스하다'처럼 영어를 그대로 동사로 쓰지 마시고 '고치다'로 써 주세요",
            "픽스했어요.",
            "고쳤어요.",
        ),
        (
            "'디플로이하다'라는 말 대신 '배포하다'로 써 주십시오",
            "디플로이했습니다.",
            "배포했습니다.",
        ),
        ("'머지하다'는 쓰지 말고 '병합하다'라고 쓰세요", "방금 머지했어요.", "방금 병합했어요."),
        (
            "'체크되다' 같은 표현은 쓰지 말 것",
            "옵션이 체크되어 있습니다.",
            "옵션이 선택되어 있습니다.",
        ),
        ("'롤백시키다'라는 말은 쓰지 마", "배포를 롤백시켰어요.", "배포를 되돌렸어요."),
    ],
)
def test_a_verb_quoted_in_its_dictionary_form_is_its_stem(verdict, rule, broken, kept):
    """'픽스하다': every form of the verb (픽스했어요, 픽스하는) writes its stem; and "영어를 동사로
    쓰지 마" names English as what words are made of, not the reply's language (main read "no
    English replies")."""
    assert verdict(rule, broken).verdict is V
    assert verdict(rule, kept).verdict is F


def test_a_language_used_with_ro_is_still_the_replys(verdict):
    """Near misses: "영어로 답하지 마", "영어는 쓰지 마" refuse English replies; a quoted
    `하다` in code is code."""
    assert verdict("영어로 답하지 마세요", "Done, the test passes.").verdict is V
    assert verdict("답변에 영어는 쓰지 마", "Done, the test passes.").verdict is V
    assert reading_of("`git add` 대신 `git stage`").checkable


# ---------------------------------------------------------------- layout, titles, bundlers, terms


@pytest.mark.parametrize(
    "rule",
    [
        "답변에 표(테이블) 쓰지 말아 주세요",
        "표(table)는 쓰지 마십시오",
        "응답에는 표(grid)를 넣지 말 것",
        "답변에서 표(테이블) 형식 금지",
        "표(테이블)로 정리하지 마",
    ],
)
def test_a_gloss_after_pyo_is_still_a_table(verdict, rule):
    """표(테이블): the gloss in brackets does not hide the word. Main had no reading."""
    table = "결과입니다.\n\n| a | b |\n|---|---|\n| 1 | 2 |"
    assert verdict(rule, table).verdict is V
    assert verdict(rule, "결과입니다.\n\n- a: 1\n- b: 2").verdict is F


def test_words_with_pyo_inside_are_no_table(verdict):
    """Near misses: 발표(…), 표기(…), 대표(…) are no table."""
    assert not reading_of("발표(프레젠테이션) 자료는 영어로").checks or all(
        getattr(c, "value", None) != "no_table" for c in reading_of("발표(데모) 쓰지 마").checks
    )
    assert all(
        getattr(c, "value", None) != "no_table" for c in reading_of("표기(철자) 틀리지 마").checks
    )
    assert all(
        getattr(c, "value", None) != "no_table"
        for c in reading_of("대표(팀장) 이름은 쓰지 마").checks
    )


@pytest.mark.parametrize(
    "rule",
    [
        "PR 제목은 한국어로 쓰고 이슈 번호는 맨 뒤에 붙여 주세요",
        "PR 제목은 한글로, 티켓 번호는 끝에 달아 주십시오",
        "PR 제목은 한국어로 작성하고 이슈 번호는 마지막에 넣을 것",
        "PR 제목은 한국어로! 이슈 번호는 제목 뒤에",
        "PR 제목 한국어로 쓰고 이슈 번호는 맨 끝에 붙여줘",
    ],
)
def test_a_ticket_number_put_at_the_end_is_no_prefix(verdict, rule):
    """The words "이슈 번호는 맨 뒤에": at the end, not first. Main read a prefix and broke "장바구니 배지
    추가 (#88)"."""
    assert verdict(rule, pr("장바구니 배지 추가 (#88)")).verdict is F
    assert verdict(rule, pr("Add cart badge (#88)")).verdict is V


def test_a_ticket_number_put_first_is_still_a_prefix(verdict):
    """Near misses: 앞에, 시작 keep the prefix reading."""
    assert verdict("PR 제목은 이슈 번호로 시작해 주세요", pr("배지 추가")).verdict is V
    assert verdict("PR 제목 맨 앞에 이슈 번호를 붙여 주세요", pr("배지 추가")).verdict is V
    assert verdict("PR 제목 맨 앞에 이슈 번호를 붙여 주세요", pr("#88 배지 추가")).verdict is F


@pytest.mark.parametrize(
    ("rule", "other"),
    [
        ("빌드는 vite로만 해 주세요", "npx webpack --mode production"),
        ("번들러는 esbuild만 쓰십시오", "npx rollup -c"),
        ("Use rollup for bundling.", "npx webpack"),
        ("번들은 webpack으로 빌드해 주세요", "npx vite build"),
        ("rollup으로 빌드해", "npx esbuild src/index.ts --bundle"),
    ],
)
def test_a_bundler_asked_for_refuses_the_others(verdict, rule, other):
    """vite, webpack, rollup and esbuild are alternatives, as npm, pnpm and yarn are."""
    assert verdict(rule, bash(other)).verdict is V


def test_a_bundler_beside_its_own_kind_is_not_refused(verdict):
    """Near misses: the bundler asked for, and a command of no bundler."""
    assert verdict("빌드는 vite로만 해 주세요", bash("npx vite build")).verdict is F
    assert verdict("빌드는 vite로만 해 주세요", bash("ls dist")).verdict is not V
    assert verdict("번들은 webpack으로 빌드해 주세요", bash("npx webpack")).verdict is F


@pytest.mark.parametrize(
    "rule",
    [
        "답변은 한국어로 하되 기술 용어는 영어 그대로 써도 돼요",
        "한국어로 답해 주세요. 전문 용어는 영어로 써도 괜찮습니다",
        "대답은 한국어로, 용어는 영어 그대로 둬도 돼",
        "답변은 한국어로 하십시오. 단, 기술 용어는 영어여도 됩니다",
        "한국어로 대답하되 용어는 영어로 적어도 상관없어요",
    ],
)
def test_technical_terms_left_in_english_do_not_put_the_reply_language_in_doubt(verdict, rule):
    """A permission about technical terms (기술 용어, 전문 용어) is about words inside a reply, as
    one about code is: an English reply still breaks the rule (main said `unknown`)."""
    assert verdict(rule, "I fixed the race condition with a mutex.").verdict is V
    assert verdict(rule, "race condition을 mutex로 고쳤습니다.").verdict is F


def test_an_exception_of_another_kind_keeps_the_doubt(verdict):
    """Near misses: an exception about when ("영어로 물어보면"), not about words, stays in doubt."""
    rule = "답변은 한국어로 하되 제가 영어로 물어보면 영어로 해도 돼요"
    assert verdict(rule, "I fixed the race condition.").verdict is not V
    assert verdict("한국어로 답해 주세요", "I fixed it.").verdict is V


# ---------------------------------------------------------------- the sweep: readings turned round


def test_what_a_clause_before_the_rule_allows_is_not_refused(verdict):
    """ "X는 해도 되지만 Y는 안 돼": the permission's place, branch or language is not what the
    rule refuses or asks. Main protected hotfix/* and asked for Korean PR titles."""
    push = bash("git push --force origin hotfix/login")
    assert (
        verdict("hotfix/* 브랜치는 force push 해도 되지만 main은 안 됩니다", push).verdict is not V
    )
    rule = "커밋 메시지는 한국어로 써도 되지만 PR 제목은 영어로 쓰세요"
    assert verdict(rule, pr("Add cart badge")).verdict is F
    assert verdict(rule, pr("장바구니 배지 추가")).verdict is V
    rule = "README.md는 건드려도 되지만 나머지 문서는 고치지 마"
    assert verdict(rule, write("README.md", "# shop\n")).verdict is not V
    rule = "커밋은 영어로 해도 되는데, PR 제목은 한국어로 부탁드립니다"
    assert verdict(rule, pr("장바구니 배지 추가")).verdict is F
    assert verdict(rule, pr("Add cart badge")).verdict is V
    rule = "답변은 일본어로 해도 괜찮지만 커밋 메시지는 한국어로 쓰십시오"
    assert verdict(rule, bash('git commit -m "Fix cart"')).verdict is V


def test_a_permission_closing_the_rule_still_names_where_it_stops(verdict):
    """Near misses: "단 fixtures는 괜찮음" after the rule, and a permission beside a push rule."""
    rule = "tests/ 폴더는 수정 금지, 단 fixtures는 괜찮음"
    assert verdict(rule, write("tests/fixtures/a.json", "{}")).verdict is F
    assert verdict(rule, write("tests/unit/a.py", "x = 1\n")).verdict is V
    assert verdict("main에 푸시하지 마세요", bash("git push origin main")).verdict is V


@pytest.mark.parametrize(
    "rule",
    [
        "feature 브랜치에서만 작업하고 main엔 손대지 마",
        "develop 브랜치에서 개발하고, main에는 직접 커밋하지 마십시오",
        "작업은 feat/* 브랜치에서 진행하고 main은 건드리지 말 것",
        "feat/* 브랜치에서만 작업하시고 main에 바로 커밋하지 마세요",
        "hotfix/* 브랜치에서만 작업하고 main은 건드리지 마",
    ],
)
def test_a_branch_worked_on_in_a_clause_in_go_is_not_protected(verdict, rule, turn_of):
    """ "X 브랜치에서(만) 작업하고 main엔 손대지 마": X is where the work goes. Main protected X
    beside main — every commit there broke the rule."""
    reading = reading_of(rule)
    protected = {b for c in reading.checks for b in getattr(c, "branches", ())}
    assert "main" in protected
    assert not protected - {"main"}


def test_a_branch_refused_in_each_clause_stays_protected():
    """Near misses: both clauses refuse; one clause names two branches."""
    both = {
        b
        for c in reading_of("main에서 작업하지 말고 develop에도 푸시하지 마").checks
        for b in c.branches
    }
    assert {"main", "develop"} <= both
    assert "release/*" in {
        b for c in reading_of("main이나 release/* 브랜치에는 푸시 금지").checks for b in c.branches
    }


@pytest.mark.parametrize(
    ("rule", "title"),
    [
        ("커밋 메시지는 feat: 같은 접두사 없이 써 주세요", "feat: add cart badge"),
        ("커밋 메시지에 [WIP] 같은 태그 없이 써 주세요", "[WIP] 장바구니 배지"),
        ("커밋 제목에 fix: 는 쓰지 말고 그냥 설명만 적어", "fix: cart total"),
        ("커밋 메시지에 chore: 접두사 넣지 마세요", "chore: bump deps"),
        ("PR 제목은 [FE] 같은 말머리 없이 써 주세요", "[FE] 결제 수정"),
    ],
)
def test_a_prefix_refused_is_not_asked_for(verdict, rule, title):
    """A commit type or a bracket tag refused after it ("없이", "붙이지 마"): the colon cuts the
    clause, and main asked for the prefix — every message without it broke the rule."""
    assert not any(getattr(c, "aspect", "") == "prefix" for c in reading_of(rule).checks)
    assert verdict(rule, bash('git commit -m "cart badge"')).verdict is not V


def test_a_prefix_asked_for_is_still_read():
    """Near misses: "feat: 로 시작해 주세요", "[FE] 태그를 붙일 것"."""
    assert any(
        c.aspect == "prefix" for c in reading_of("커밋 메시지는 feat: 로 시작해 주세요").checks
    )
    assert any(c.aspect == "prefix" for c in reading_of("PR 제목은 fix: 로 시작할 것").checks)
    assert any(
        c.aspect == "prefix" for c in reading_of("커밋 메시지 앞에 docs: 를 붙여 주세요").checks
    )


@pytest.mark.parametrize(
    ("rule", "broken", "kept"),
    [
        ("PR 제목을 영어로 쓰라고 한 적 없어요. 한국어로 쓰세요", pr("Add badge"), pr("배지 추가")),
        (
            "커밋 메시지를 영어로 쓰자고 한 적은 없습니다. 한국어로 쓰십시오",
            bash('git commit -m "Fix cart"'),
            bash('git commit -m "장바구니 수정"'),
        ),
        (
            "yarn 쓰라고 말한 적 없는데요. pnpm으로 해 주세요",
            bash("yarn add zod"),
            bash("pnpm add zod"),
        ),
        (
            "pip 쓰라고 했던 적 없어요, uv로 설치하세요",
            bash("pip install rich"),
            bash("uv add rich"),
        ),
        ("jest로 하라고 한 적 없음. vitest 쓰셈", bash("npx jest"), bash("npx vitest run")),
    ],
)
def test_what_the_user_never_said_is_not_the_rule(verdict, rule, broken, kept):
    """ "…라고 한 적 없어요": the quoted request is denied; the topic before it (PR 제목을) stays
    the rule's. Main asked for English PR titles."""
    assert verdict(rule, broken).verdict is V
    assert verdict(rule, kept).verdict is F


@pytest.mark.parametrize(
    ("rule", "path", "code"),
    [
        ("print문 대신 logger를 쓰도록 하세요", "app/x.py", "print('x')\n"),
        ("eval 함수 말고 다른 방법을 쓰세요", "app/x.py", "x = eval(s)\n"),
        ("var 키워드 대신 let을 쓰세요", "src/a.js", "var x = 1;\n"),
        ("any 타입 말고 unknown 써", "src/a.ts", "let x: any = 1;\n"),
        ("lodash 라이브러리 대신 직접 짜 주세요", "src/a.js", 'import _ from "lodash";\n'),
    ],
)
def test_a_noun_of_kind_between_a_thing_and_daesin_still_refuses_it(verdict, rule, path, code):
    """ "print문 대신", "var 키워드 대신", "any 타입 말고": the noun of the thing's kind between
    it and 대신/말고. Main asked for print, eval, var and any — readings turned round."""
    assert verdict(rule, write(path, code)).verdict is V


def test_a_thing_before_daesin_with_another_thing_between_is_not_refused():
    """Near misses: "X로 Y 대신 Z" refuses Y, not X; a verb between keeps it asked."""
    rule = reading_of("pnpm으로 설치하고 npm 대신 pnpm run 써")
    assert not any(t.text == "pnpm" for c in rule.checks for t in getattr(c, "forbidden", ()))
    rule = reading_of("axios 대신 fetch로 해 주세요")
    assert any(t.text == "axios" for c in rule.checks for t in getattr(c, "forbidden", ()))


@pytest.mark.parametrize(
    ("rule", "refused", "kept"),
    [
        ("rm -rf 대신 trash 명령 쓰도록 해요", "rm -rf build", "trash build"),
        ("git clean -fdx 말고 git clean -n으로 먼저 확인", "git clean -fdx", "git status"),
        ("chmod 777은 어떤 경우에도 안 됩니다", "chmod 777 uploads", "chmod 755 uploads"),
        ("chmod -R 777 금지", "chmod -R 777 public", "chmod -R 755 public"),
        ("Never chmod 777 anything.", "chmod 777 logs", "chmod 750 logs"),
    ],
)
def test_a_command_with_its_options_is_read_whole(verdict, rule, refused, kept):
    """A common word run with its options ("rm -rf") spans them, so 대신 after them refuses it
    (main asked for rm -rf); chmod's mode is what a rule refuses, not chmod (main refused any)."""
    assert verdict(rule, bash(refused)).verdict is V
    assert verdict(rule, bash(kept)).verdict is not V


def test_chmod_alone_is_still_refused_whole(verdict):
    """Near misses: "chmod는 쓰지 마" refuses every chmod; "rm -rf 금지" every rm -rf."""
    assert verdict("chmod는 쓰지 마", bash("chmod 755 a")).verdict is V
    assert verdict("rm -rf 금지", bash("rm -rf dist")).verdict is V
    assert verdict("rm -rf 금지", bash("rm dist/a.js")).verdict is not V


# ---------------------------------------------------------------- what an unread rule is about


@pytest.mark.parametrize(
    ("rule", "output"),
    [
        ("반말 말고 존댓말로 답해 주세요", bash("git status")),
        ("공손한 말투로 대답해 줘", write("src/a.ts")),
        ("항상 높임말을 쓰십시오", bash("npm test")),
        ("배포 전에는 꼭 저한테 먼저 물어보십시오", "수정 사항을 정리해 두었습니다."),
        (
            "마이그레이션은 제가 확인한 다음에만 돌려 주세요",
            "인덱스를 추가하는 쿼리를 준비했습니다.",
        ),
    ],
)
def test_an_unread_rule_about_the_other_kind_of_output_is_not_applicable(verdict, rule, output):
    """A reply's voice and a tool call; deploying or migrating and a reply of prose: the rule is
    not about that output (main said `unknown`)."""
    assert verdict(rule, output).verdict is NA


@pytest.mark.parametrize(
    ("rule", "output"),
    [
        ("반말 말고 존댓말로 답해 주세요", "고쳤어. 테스트 돌려 봐."),
        ("배포 전에는 꼭 저한테 먼저 물어보십시오", bash("./scripts/deploy.sh prod")),
        ("배포 전에는 꼭 물어보세요", "이렇게 배포합니다.\n\n```bash\n./deploy.sh\n```"),
    ],
)
def test_an_unread_rule_on_its_own_kind_of_output_stays_unknown(verdict, rule, output):
    """Near misses: the voice of a reply, a deploy command, a reply that carries one."""
    assert verdict(rule, output).verdict is U


@pytest.mark.parametrize(
    ("rule", "broken", "kept"),
    [
        (
            "도커 이미지에 latest 태그 달지 마세요",
            "docker build -t shop:latest .",
            "docker build -t shop:2.1 .",
        ),
        ("beta 태그 붙이지 마", "npm publish --tag beta", "npm publish"),
        (
            "helm 배포할 때 atomic 옵션은 빼 줘",
            "helm upgrade app ./chart --atomic",
            "helm upgrade app ./chart",
        ),
        ("insecure 플래그 쓰지 마세요", "curl --insecure https://x.io", "curl https://x.io"),
        (
            "nightly 태그는 쓰지 말 것",
            "docker build -t shop:nightly .",
            "docker build -t shop:3.0 .",
        ),
    ],
)
def test_a_latin_word_named_as_a_tag_or_option_is_code(verdict, rule, broken, kept):
    """ "latest 태그", "atomic 옵션": the word is a part of a command (main had no reading)."""
    assert verdict(rule, bash(broken)).verdict is V
    assert verdict(rule, bash(kept)).verdict is F


def test_a_program_or_a_branch_before_tag_is_no_word_of_a_command():
    """Near misses: "git 태그는 v로 시작", "npm 옵션은 건드리지 마" (npm stays a program), "main
    브랜치" are not words of a command refused."""

    def code_words(rule):
        return {
            t.text
            for c in reading_of(rule).checks
            for t in getattr(c, "forbidden", ())
            if t.kind == "code"
        }

    assert "git" not in code_words("git 태그는 v로 시작")
    assert "npm" not in code_words("npm 옵션은 건드리지 마")
    assert "main" not in code_words("main 브랜치에 푸시 금지")


@pytest.mark.parametrize(
    ("rule", "output"),
    [
        ("예전엔 다들 디플로이라는 말을 자주 썼었죠", "디플로이를 끝냈습니다."),
        ("작년엔 다 yarn으로 했었어요", bash("yarn add zod")),
        ("처음엔 main에 바로 푸시했었다", bash("git push origin main")),
        ("그땐 sudo로 다 깔았었지", bash("sudo apt-get install jq")),
        ("옛날엔 커밋 메시지를 한국어로 썼었음", bash('git commit -m "Fix"')),
    ],
)
def test_the_past_of_the_past_merged_into_one_syllable_is_a_remark(verdict, rule, output):
    """썼었, 했었, 깔았었: what used to be so, the first 었 merged into a syllable in ㅆ (main read
    only 었었/았었/였었 written out, and said `unknown` or read the rule)."""
    assert verdict(rule, output).verdict is NA


def test_a_rule_in_the_present_beside_a_past_is_still_read(verdict):
    """Near misses: a present rule, a refusal in the present, a report of what was said."""
    assert verdict("main에 푸시하지 마세요", bash("git push origin main")).verdict is V
    assert verdict("npm은 쓰지 않습니다", bash("npm install")).verdict is V
    assert verdict("pnpm 쓰라고 했는데 이제 npm 쓰세요", bash("pnpm add zod")).verdict is V


@pytest.mark.parametrize(
    ("rule", "old", "new"),
    [
        ("예전엔 yarn 썼었는데 이제 npm 쓰세요", "yarn add zod", "npm install zod"),
        ("전에는 yarn을 썼지만 지금은 npm으로 해 주세요", "yarn install", "npm install"),
        ("작년까진 pip 썼는데요, 이제 uv로 설치하십시오", "pip install rich", "uv add rich"),
        (
            "처음엔 podman 했었는데 docker로 통일합시다. docker 써",
            "podman build .",
            "docker build .",
        ),
        ("지난 분기엔 jest 돌렸지만 앞으로는 vitest 사용", "npx jest", "npx vitest run"),
    ],
)
def test_what_was_done_before_is_not_what_the_rule_asks(verdict, rule, old, new):
    """ "예전엔 X 썼는데 이제 Y 쓰세요": the past clause the contrast closes is the old habit. Main
    asked for X beside Y — X's command kept the rule."""
    assert verdict(rule, bash(old)).verdict is V
    assert verdict(rule, bash(new)).verdict is F


def test_a_past_that_is_the_rule_itself_is_left_alone(verdict):
    """Near misses: a past clause with the rule's own verb in the rest ("…푸시했는데 CI가
    깨졌어요. main엔 푸시하지 마세요"), a past of no contrast, a rule alone."""
    rule = "지난번에 main에 푸시했는데 CI가 깨졌어요. main엔 푸시하지 마세요"
    assert verdict(rule, bash("git push origin main")).verdict is V
    assert verdict("yarn 쓰세요", bash("npm install")).verdict is V
    assert verdict("npm 대신 pnpm 쓰세요", bash("pnpm install")).verdict is F
