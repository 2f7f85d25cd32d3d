"""Words and emoji a reply must not contain, as Korean rules name them (issue 33, check-ko2):
an emoticon written as an example inside the rule ("이모티콘(;) 같은 것)") is not a clause's end
— its eyes are a colon or semicolon, not punctuation; a marker left in code comments (TODO, FIXME)
is a code word; a run of Hangul consonant letters (ㅎㅎ, ㅇㅋ), chat's laughs and shorthands, is a
word of its own even unquoted — except ㄴㄴ, which says "no". Then the notice "-면 안 됨" and
빼 주세요; a commit subject's period named plainly; 포스 푸시, 강푸, -f; code languages joined by
a slash ("JS/TS"); "공백 2개"; a Latin word with a particle against it ("WIP입니다"); a prefix put
in front (앞에). Sentences written for these tests, none from a data set."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from app.domain.compliance.lexicon import clauses


@pytest.mark.parametrize(
    "text",
    ["이모티콘(;P 같은 것)은 쓰지 마", "顔文字（:-(など）は禁止", "no smileys (=) and co) here"],
)
def test_an_emoticon_in_a_rule_does_not_end_its_clause(text):
    assert len(clauses(text)) == 1


def test_a_colon_before_a_space_still_ends_a_clause():
    """A guard: "feat: 로 시작" and "Note: …" are cut as before."""
    assert len(clauses("규칙: 이모지는 쓰지 마")) == 2


@pytest.mark.parametrize(
    ("words", "broken"),
    [
        ("답장에 이모티콘(;) 같은 것)은 넣지 말아 주세요", "네 알겠습니다 ;)"),
        ("顔文字（:Pなど）は返信で使わないでください", "了解です :P"),
        ("Never put emoticons (=) or :P) in replies.", "sure :P"),
    ],
)
def test_an_emoticon_given_as_an_example_keeps_the_prohibition(verdict, words, broken):
    assert verdict(words, broken).verdict is Outcome.VIOLATED
    assert verdict(words, "네, 알겠습니다.").verdict is Outcome.FOLLOWED


FIXME_BLOCK = "```js\nfunction load() {\n  // FIXME: cache the result\n  return fetch(url);\n}\n```"
TODO_BLOCK = "```go\nfunc Load() error {\n\t// TODO handle the timeout\n\treturn nil\n}\n```"
CLEAN_BLOCK = "```js\nfunction load() {\n  // the caller caches it\n  return fetch(url);\n}\n```"


@pytest.mark.parametrize(
    "words",
    [
        "코드에 FIXME 남기지 마십시오",
        "TODO 코멘트 금지",
        "Don't leave TODO or FIXME comments in code.",
        "コードに TODO を残さないで",
    ],
)
def test_a_marker_left_in_comments_is_a_code_word(verdict, words):
    assert verdict(words, FIXME_BLOCK if "FIXME" in words else TODO_BLOCK).verdict is (
        Outcome.VIOLATED
    )
    assert verdict(words, CLEAN_BLOCK).verdict is Outcome.FOLLOWED


def test_todo_in_spanish_prose_is_a_word():
    """A guard: "todo" is Spanish for "all"; unquoted and with no comment named, it is no term."""
    assert verdict_kinds("Usa todo el tiempo tabulaciones.") == ()


def verdict_kinds(words):
    from app.domain.compliance.reader import read_rule

    return tuple(t.text for r in read_rule(words) for t in getattr(r, "forbidden", ()))


@pytest.mark.parametrize(
    ("words", "broken", "kept"),
    [
        ("채팅하듯 ㅎㅎ 붙이지 마세요", "끝났어요 ㅎㅎ", "끝났어요."),
        ("ㅇㅋ 같은 줄임말 쓰지 마", "ㅇㅋ 반영했어", "네, 반영했습니다."),
        ("답변에 ㅎㅎ 금지", "다 됐어요ㅎㅎ", "다 됐어요."),
    ],
)
def test_a_run_of_hangul_consonants_is_a_word(verdict, words, broken, kept):
    assert verdict(words, broken).verdict is Outcome.VIOLATED
    assert verdict(words, kept).verdict is Outcome.FOLLOWED


def test_nieun_nieun_still_says_no(verdict):
    """A guard: ㄴㄴ closing a rule is its "no", not a word it forbids."""
    assert verdict("ㅎㅎ ㄴㄴ", "좋아요 ㅎㅎ").verdict is Outcome.VIOLATED
    assert verdict("이모지 ㄴㄴ", "좋아요 ㄴㄴ").verdict is Outcome.FOLLOWED
    assert verdict("이모지 ㄴㄴ", "좋아요 🙂").verdict is Outcome.VIOLATED


@pytest.mark.parametrize(
    "words",
    [
        "답장에 이모지 붙이면 안 됨",
        "이모지는 빼 주세요",
        "답변에서 이모지 빼세요",
        "이모지 좀 빼 줘",
    ],
)
def test_korean_notice_and_leaving_out_forbid_what_they_follow(verdict, words):
    """The written notice "-면 안 됨" ("not all right"), and 빼다 ("leave out") as a request."""
    assert verdict(words, "배포했습니다 🚀").verdict is Outcome.VIOLATED
    assert verdict(words, "배포했습니다.").verdict is Outcome.FOLLOWED


def commit(message: str) -> tuple[str, dict]:
    return ("Bash", {"command": f"git commit -m '{message}'"})


@pytest.mark.parametrize(
    "words",
    [
        "커밋 제목엔 마침표 금지",
        "커밋할 때 제목 끝에 . 붙이지 마십시오",
        "コミットの件名に句点は禁止",
    ],
)
def test_a_period_named_plainly_is_one_at_the_subject_end(verdict, words):
    assert verdict(words, commit("Tidy the cache keys.")).verdict is Outcome.VIOLATED
    assert verdict(words, commit("Tidy the cache keys")).verdict is Outcome.FOLLOWED


def test_bullet_points_are_no_period(verdict):
    """A guard: "points" and "dots" mean other things; without an end they stay unread as before."""
    from app.domain.compliance.reader import read_rule

    assert not any(
        getattr(r, "aspect", None) == "no_period"
        for r in read_rule("No bullet points in commit messages.")
    )


@pytest.mark.parametrize(
    "words",
    ["포스 푸시 하지 마십시오", "강푸 금지", "푸시할 때 -f 옵션은 쓰지 마", "Never push with -f."],
)
def test_force_push_in_loanword_slang_and_short_flag(verdict, words):
    assert verdict(words, ("Bash", {"command": "git push -f origin topic/x"})).verdict is (
        Outcome.VIOLATED
    )
    assert verdict(words, ("Bash", {"command": "git push origin topic/x"})).verdict is (
        Outcome.FOLLOWED
    )


TS_FOUR = "```ts\nexport function id(x: number) {\n    return x;\n}\n```"
JS_FOUR = "```js\nfunction id(x) {\n    return x;\n}\n```"
PY_FOUR = "```python\ndef ident(x):\n    return x\n```"


@pytest.mark.parametrize("words", ["JS/TS 코드는 2칸 들여쓰기", "Indent in TS/JS with 2 spaces."])
def test_code_languages_joined_by_a_slash_are_all_named(verdict, words):
    assert verdict(words, TS_FOUR).verdict is Outcome.VIOLATED
    assert verdict(words, JS_FOUR).verdict is Outcome.VIOLATED
    assert verdict(words, PY_FOUR).verdict is Outcome.NOT_APPLICABLE


def test_spaces_counted_with_gae_are_a_width(verdict):
    """ "공백 2개", "스페이스 2개": the count after the word, with the counter 개."""
    words = "JSON 파일 들여쓰기는 공백 2개로 하세요"
    block = '```json\n{\n    "a": 1\n}\n```'
    assert verdict(words, block).verdict is Outcome.VIOLATED
    assert verdict(words, '```json\n{\n  "a": 1\n}\n```').verdict is Outcome.FOLLOWED


@pytest.mark.parametrize(
    ("words", "broken"),
    [
        ('"WIP"라는 말은 답변에 쓰지 마', "이건 아직 WIP입니다"),
        ("「ASAP」は使わないで", "ASAPでお願いします"),
    ],
)
def test_a_latin_word_with_a_particle_against_it_is_still_the_word(verdict, words, broken):
    assert verdict(words, broken).verdict is Outcome.VIOLATED
    assert verdict(words, "Ask WIPO, then ASAPX.").verdict is Outcome.FOLLOWED


def test_a_prefix_put_in_front_is_a_start(verdict):
    """ "커밋 제목 앞에 fix: 를 달아": in front (앞에) is where a prefix stands."""
    words = "커밋 제목 앞에 chore: 를 달아 줘"
    assert verdict(words, commit("bump the deps")).verdict is Outcome.VIOLATED
    assert verdict(words, commit("chore: bump the deps")).verdict is Outcome.FOLLOWED


@pytest.mark.parametrize("words", ["강제 푸시는 금물", "답변에 이모지는 금물입니다"])
def test_geummul_forbids_what_it_follows(verdict, words):
    """금물 ("taboo"), a notice word like 금지."""
    if "푸시" in words:
        assert verdict(words, ("Bash", {"command": "git push -f origin a"})).verdict is (
            Outcome.VIOLATED
        )
    else:
        assert verdict(words, "끝났어요 🙌").verdict is Outcome.VIOLATED


def test_myeongnyeongjo_is_the_imperative(verdict):
    """명령조 ("in the tone of a command") names the imperative mood, as 명령형 does."""
    words = "커밋 제목은 명령조로 써 줘"
    assert verdict(words, commit("Renamed the job")).verdict is Outcome.VIOLATED
    assert verdict(words, commit("Rename the job")).verdict is Outcome.FOLLOWED
