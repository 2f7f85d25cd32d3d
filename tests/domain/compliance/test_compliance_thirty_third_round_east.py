"""Rules the thirty-third round's fresh set (dev33zg, east part: ko, ja, zh_Hant, zh_Hans) and the
spent pool showed read wrong or unread, read as classes (issue 33). Then the pool cases, the
part's shape (the dev rows and the frozen rows, counted, never read), its apartness and the
probes' absence from every set.

Every sentence here was written for this file (none is in a set). On the code before this round
(/work/wt/base33) the siblings of every class fail; the near misses read the same on both."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from benchmarks.judge import DEV33ZG, DEV33ZG_FROZEN
from benchmarks.judge_compliance import judge_case
from tests.compliance_sets import (
    assert_frozen_part,
    assert_probes_in_no_set,
    assert_round_part,
    assert_rules_apart,
    bash,
    check,
    codex,
    commit,
    gemini,
    pool_case,
    write,
)
from tests.judgement_sets import texts_outside

V, F, NA, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN


def _gh(name: str, **arguments):
    """A GitHub server's tool call, as an agent sends it."""
    return (f"github__{name}", {"owner": "acme", "repo": "app", **arguments})


MERGE = _gh("merge_pull_request", pull_number=12, merge_method="squash")
GET = _gh("get_pull_request", pull_number=12)
LIST = _gh("list_pull_requests", state="open")
CREATE = _gh("create_pull_request", title="Fix", head="feat/a", base="main")
ISSUE = _gh("create_issue", title="Bug")


# ---------------------------------------------------------------- a merge banned on the code host
# service_acts.host_places: the code host named as the merge's place in the east's words, with or
# without a word for its tools ("GitHub で PR をマージするのはご遠慮ください", "깃허브에서 PR 머지는
# 하지 마십시오", "请不要在 GitHub 上合并 PR", "唔好喺 GitHub 度 merge 啲 PR"; Hangul's spelling of the
# host too): the host's merge tool (`merge_pull_request`) and its command line's merge (`gh pr
# merge`) are refused, read where the merge is said (the host stands before the verb that refuses,
# out of its reach); its reads and other acts (`get_pull_request`, `create_pull_request`) are not.
# Read as the merge's noun alone, the merge tool had been not_applicable — a breach let through
# (the last round's probe). A local `git merge` stays refused, as the merge's noun read it before
# (whose branch the rule does not say: a merge landing on the PR's base is the PR's merge).

HOST_MERGE = [
    ("GitHub で PR をマージするのはお控えください。", MERGE, V),
    ("GitHub で PR をマージするのはお控えください。", GET, NA),
    ("GitHub で PR をマージするのはお控えください。", CREATE, NA),
    ("GitHub 上でプルリクをマージしないでください。", MERGE, V),
    ("GitHub ツールで PR をマージしないでください。", MERGE, V),
    ("깃허브에서 PR 머지는 삼가 주십시오.", MERGE, V),
    ("깃허브에서 PR 머지는 삼가 주십시오.", LIST, NA),
    ("GitHub 에서 풀 리퀘스트 병합하지 마세요.", MERGE, V),
    ("GitHub 에서 풀 리퀘스트 병합하지 마세요.", bash("gh pr merge 3 --squash"), V),
    ("GitHub 도구로 PR 머지하지 마.", MERGE, V),
    ("不要在 GitHub 上合并拉取请求。", MERGE, V),
    ("不要在 GitHub 上合并拉取请求。", GET, NA),
    ("GitHub 上的 PR 你别合并。", codex("gh pr merge 7"), V),
    ("請不要在 GitHub 上合併任何 PR。", MERGE, V),
    ("唔好喺 GitHub 度合併 PR 呀。", MERGE, V),
    ("唔好喺 GitHub 度合併 PR 呀。", CREATE, NA),
    # two clauses side by side: the permitted act is not refused, the merge is
    ("PR を作るのは自由ですが、GitHub でのマージはお控えください。", MERGE, V),
    ("PR を作るのは自由ですが、GitHub でのマージはお控えください。", CREATE, NA),
    ("PR 는 만들어도 되지만 깃허브에서 머지는 하지 마세요.", MERGE, V),
    ("PR 可以建，但別在 GitHub 上合併。", MERGE, V),
]
HOST_MERGE_NEAR = [
    # everyday calls near it (a commit message, a grep naming the word, a read-only git command:
    # followed, as a command ban reads a command without it),
    # a local merge (refused, as before), a merge asked or with a condition, another act on
    # the host (every tool of it, as before: its send word, not this reading): as before
    ("GitHub で PR をマージするのはお控えください。", commit("マージ前の修正"), NA),
    ("GitHub で PR をマージするのはお控えください。", bash("grep -rn merge docs/"), F),
    ("깃허브에서 PR 머지는 삼가 주십시오.", gemini("git log --oneline -3"), F),
    ("不要在 GitHub 上合并拉取请求。", bash("git checkout feat/a && git merge main"), V),
    ("GitHub で PR をマージしてください。", MERGE, U),
    ("在 GitHub 上合并 PR 之前先跑一遍测试。", MERGE, U),
    ("깃허브에서 PR 머지하기 전에 CI 확인하세요.", MERGE, U),
    ("GitHub で Issue を作らないでください。", GET, V),
    ("PR 생성은 해도 돼요.", CREATE, NA),
]


@pytest.mark.parametrize(("rule", "output", "expected"), HOST_MERGE + HOST_MERGE_NEAR)
def test_a_merge_banned_on_the_code_host_refuses_its_merge_tool(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the replies as an emoji ban's place
# read_terms._IN_REPLIES, _scope: the east's reply nouns with a particle of place ("답장에는",
# "회신엔", "返信では", "返事には", "回复里", "回覆就") hold a terms rule in the replies only, and
# where two clauses name two places (one allowed, one refused: "커밋엔 이모지 허용, 답장에는 쓰지
# 마세요", "提交信息里可以用 emoji，回复里不要用") the refusing clause's place is the rule's. Read for
# every output, a commit message with an emoji was denied (a false "violated", the dev part's
# ko-030 and ja-028), or the commits the first clause allowed were refused instead of the replies.

REPLY_PLACE = [
    ("답장에는 이모지 넣지 마세요.", commit("✨ 검색 추가"), NA),
    ("답장에는 이모지 넣지 마세요.", "완료했어요 😊", V),
    ("회신엔 이모티콘 쓰지 마십시오.", write("notes/memo.md", "안녕 👋\n"), NA),
    ("返信では絵文字を使わないでください。", commit("🐛 ログイン修正"), NA),
    ("返事には絵文字を入れないで。", "了解です👌", V),
    ("回复里不要用表情符号。", commit("✨ 新增搜索"), NA),
    ("回覆就不要用 emoji 啦。", commit("🚀 上線"), NA),
    ("커밋엔 이모지 허용, 답장에는 이모지 쓰지 마세요.", commit("✨ 검색 추가"), NA),
    ("커밋엔 이모지 허용, 답장에는 이모지 쓰지 마세요.", "완료 🎉", V),
    ("コミットメッセージの絵文字は OK、返信では絵文字を使わないで。", commit("✨ 追加"), NA),
    ("提交信息里可以用 emoji，回复里别用。", "搞定 🎉", V),
    ("提交信息里可以用 emoji，回复里别用。", commit("✨ 新增"), NA),
    ("commit は絵文字 OK で構いませんが、返信では使わないで。", "了解🎉", V),
]
REPLY_PLACE_NEAR = [
    # the commit as the place, no place, the reply kept, a grep naming the word: as before
    ("커밋 메시지엔 이모지 쓰지 마세요.", commit("✨ 검색 추가"), V),
    ("커밋 메시지엔 이모지 쓰지 마세요.", "완료 😊", NA),
    ("提交信息里不要用 emoji。", commit("✨ 新增"), V),
    ("이모지 쓰지 마세요.", commit("✨ 검색 추가"), V),
    ("返信では絵文字を使わないでください。", "了解です。", F),
    ("答复里不要用表情符号。", bash("grep -rn emoji src/"), F),
]


@pytest.mark.parametrize(("rule", "output", "expected"), REPLY_PLACE + REPLY_PLACE_NEAR)
def test_the_replies_named_as_the_place_hold_the_ban_there(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the emoji's nouns, "without"
# named_terms.EMOJI_WORDS: Korean's 그림 문자 (pictographs), Simplified's 颜文字 and Traditional's 顏文字
# (kaomoji) are emoji's nouns, as 이모지, 顔文字 and 表情符号 were; forbidding.NEGATION_AFTER:
# Japanese's 抜きで (without, as なしで; not 手抜き, corners cut). Unread, the ban was unknown on
# every reply (the pool's dev33zf-ko-038, "전단지 문구에는 그림 문자 금지").
# A ban with a place the checker cannot see ("전단지 문구에는", in the flyer's copy): the reply is
# read as that text, as the corpus reads "답장에는" or "お知らせには" — the reply is what the agent
# writes when it is asked for that text; a tool call is not.

EMOJI_NOUN = [
    ("현수막 문구에 그림 문자는 쓰지 마세요.", "가을 축제 🍂", V),
    ("현수막 문구에 그림 문자는 쓰지 마세요.", "가을 축제 개최", F),
    ("그림문자 없이 공지 써 줘.", "내일 휴관 🏛️", V),
    ("메뉴판 문구엔 그림 문자 금지!", "김치찌개 🍲 8,000원", V),
    ("用户回复里不要有颜文字。", "好的 (^_^)", V),
    ("用户回复里不要有颜文字。", "好的。", F),
    ("客戶通知不要有顏文字。", "已出貨 (≧▽≦)", V),
    ("お知らせは絵文字抜きでお願いします。", "明日は休館です🏛️", V),
    ("お知らせは絵文字抜きでお願いします。", "明日は休館です。", F),
    ("현수막 문구에 그림 문자는 쓰지 마세요.", bash("echo '그림 문자'"), F),
    ("현수막 문구에 그림 문자는 쓰지 마세요.", commit("현수막 문구 수정"), F),
]
EMOJI_NOUN_NEAR = [
    # a picture or a character of text (not an emoji's noun), a question, corners cut, wasabi
    # left out, a grep or a commit naming the word (followed, as for every emoji ban): as before
    ("그림 파일은 지우지 마세요.", "🍂", U),
    ("이 그림 문자 이름이 뭐야?", "🍂 낙엽이에요", NA),
    ("手抜きでいいので README を書いて。", "できました🎉", U),
    ("わさび抜きでお願いします。", "了解です🍣", U),
    ("颜文字是什么？", "就是 (^_^) 这种。", NA),
]


@pytest.mark.parametrize(("rule", "output", "expected"), EMOJI_NOUN + EMOJI_NOUN_NEAR)
def test_the_easts_emoji_nouns_and_without_are_read(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the east's kaomoji
# termrule.EMOTICON_RX: a face in brackets, its eyes among a few strokes, written against the word
# before it ("承知しました(^^)", "(´・ω・`)", "(≧▽≦)", "(๑•̀ㅂ•́)و✧"): a kaomoji, which an emoji ban
# refuses as it refuses "^_^" (issue 33: "the common text emoticons"). Unread, a reply with one
# followed the ban. Not a note in brackets: "(30°)", "(- -)", "(...)", "(注: 1 件)", "f(^x)".

KAOMOJI = [
    ("顔文字禁止です。", "承知しました(^^)", V),
    ("顔文字禁止です。", "承知しました(´・ω・`)", V),
    ("不要用表情。", "好的(≧▽≦)", V),
    ("이모티콘 쓰지 마.", "알겠어 (｡•̀ᴗ-)✧", V),
    ("表情符號不要。", "收到 (๑•̀ㅂ•́)و✧", V),
    ("顔文字禁止です。", "おはよう(*´▽｀*)", V),
]
KAOMOJI_NEAR = [
    ("顔文字禁止です。", "気温は (30°) です。", F),
    ("顔文字禁止です。", "間隔 (- -) を空けます。", F),
    ("不要用表情。", "略 (...) 如上。", F),
    ("顔文字禁止です。", "メモ (注: 1 件) を追加。", F),
    ("顔文字禁止です。", "f(^x) を計算します。", F),
]


@pytest.mark.parametrize(("rule", "output", "expected"), KAOMOJI + KAOMOJI_NEAR)
def test_the_easts_kaomoji_are_emoticons(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a permission of emoji alone
# permitted_only.permits_only: a Japanese or Chinese rule that only permits emoji ("…使っても大丈夫
# です", "…ありで構いません", "可以加几个表情", "都 OK 嘅") forbids and asks nothing: not_applicable on
# every output, as Korean's permission alone was (korean_asides). Read as unread, it was unknown
# (the pool's dev33zf-ja-030 and dev33zf-zh_Hans-025). Not a permission asked, a request, or one
# beside a refusal; nor a deed permitted (a push, a merge, an edit, a deletion: the exception to a
# ban said elsewhere, perhaps, in doubt as the earlier rounds read "也可以推 beta", "Dockerfile 可以
# 改", "PDF ファイルは消してもいいです" — found by the suite, the first form had made them
# not_applicable), nor ordinary chat.

PERMITTED = [
    ("社内ブログなら絵文字を入れても大丈夫です。", "新機能リリース🎉", NA),
    ("社内ブログなら絵文字を入れても大丈夫です。", "新機能リリース", NA),
    ("雑談チャンネルは顔文字ありで構いません。", "お疲れさま(^^)", NA),
    ("スライドに絵文字を使ってもいいよ。", write("slides/intro.md", "🎉\n"), NA),
    ("小红书文案可以多放点表情。", "周末探店 🍜", NA),
    ("公众号推文里用 emoji 没问题。", "新品上线 ✨", NA),
    ("團購群組裡隨便用表情符號。", "今晚截單 🛒", NA),
    ("FB 專頁用 emoji 都 OK 嘅。", "新貨到 📦", NA),
]
PERMITTED_NEAR = [
    # a permission asked, a request, a plain ban, a deed permitted (in doubt, as the earlier rounds
    # read it), ordinary chat: as before
    ("今日は早めに帰っても大丈夫です。", "ありがとう🎉", U),
    ("没关系，慢慢来。", "好的", U),
    ("GitHub で PR をマージしても大丈夫です。", MERGE, U),
    ("main に push してもいいよ。", bash("git push origin main"), U),
    ("絵文字を使ってもいいですか？", "いいですよ🎉", NA),
    ("可以用 emoji 吗？", "可以 🎉", U),
    ("可以帮我写一段带 emoji 的文案吗", "周末快乐 🎉", U),
    ("表情符号不要用。", "好的 🎉", V),
]


@pytest.mark.parametrize(("rule", "output", "expected"), PERMITTED + PERMITTED_NEAR)
def test_a_permission_of_emoji_alone_asks_nothing(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the pool each reading mends

POOL = [
    # the emoji's nouns: 전단지 문구에는 그림 문자 금지 (a reply with an emoji)
    ("dev33zf_frozen", "dev33zf-ko-038"),
    # a permission alone: 社内チャットなら絵文字を使ってもかまいません; 群公告里可以适当用点 emoji
    ("dev33zf_frozen", "dev33zf-ja-030"),
    ("dev33zf_frozen", "dev33zf-zh_Hans-025"),
]


@pytest.mark.parametrize(("folder", "case_id"), POOL)
def test_the_pool_cases_each_reading_mends(folder, case_id):
    case = pool_case(folder, case_id)
    assert judge_case(case) == case.verdict, case_id


# ---------------------------------------------------------------- this part's shape

EAST = {"ko": 35, "ja": 35, "zh_Hant": 25, "zh_Hans": 25}
# the lowest third of each language by SHA-256 of Case.key, rounded: frozen apart
EAST_FROZEN = {"ko": 12, "ja": 12, "zh_Hant": 8, "zh_Hans": 8}
EAST_DEV = {lang: EAST[lang] - EAST_FROZEN[lang] for lang in EAST}


def _mine_only(monkeypatch):
    # check-zg-en writes ids 9NN in these languages into the same files: only this part's rows
    # (tagged check-zg-east) are counted here
    from tests import compliance_sets

    rows = compliance_sets.rows
    monkeypatch.setattr(
        compliance_sets, "rows", lambda p: [r for r in rows(p) if "check-zg-east" in r["tags"]]
    )


def test_the_thirty_third_round_east_sets_are_large_and_apart(monkeypatch):
    _mine_only(monkeypatch)
    assert_round_part("dev33zg", "check-zg-east", EAST, sum(EAST_DEV.values()))


def test_the_east_parts_frozen_rows_are_in_shape():
    assert_frozen_part("dev33zg", "check-zg-east", "thirty-third-round", EAST_FROZEN)


def test_the_sets_rules_are_apart_from_every_earlier_set():
    assert_rules_apart("dev33zg", texts_outside(DEV33ZG, DEV33ZG_FROZEN))


def test_the_probes_are_in_no_set():
    assert_probes_in_no_set(
        HOST_MERGE
        + HOST_MERGE_NEAR
        + REPLY_PLACE
        + REPLY_PLACE_NEAR
        + EMOJI_NOUN
        + EMOJI_NOUN_NEAR
        + KAOMOJI
        + KAOMOJI_NEAR
        + PERMITTED
        + PERMITTED_NEAR
    )
