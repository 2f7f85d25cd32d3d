"""Korean rules read by how Korean forms their words: a language named by its stem and 말 as
well as 어, and a push said as "putting up" onto a branch (issue 33, fourth round)."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome, read_rule

ENGLISH = "I fixed the cache key: it now holds the user's locale, and a test covers it."
KOREAN = "캐시 키를 고쳤습니다. 이제 사용자 언어 설정이 들어가고, 테스트도 추가했습니다."


@pytest.mark.parametrize(
    ("words", "lang"),
    [("한국말로 답해 줘", "ko"), ("일본말로 대답해 주세요", "ja"), ("답변은 중국말로 해 줘", "zh")],
)
def test_a_language_named_with_mal_is_read_as_with_eo(words, lang):
    """'한국말', '일본말', '중국말' name the language as '한국어', '일본어', '중국어' do."""
    readings = read_rule(words)
    assert [r.lang for r in readings] == [lang]


def test_a_reply_in_english_breaks_a_rule_asking_for_hangukmal(verdict):
    """The reading is checked: English prose breaks '한국말로 답해 줘', Korean follows it."""
    assert verdict("한국말로 답해 줘", ENGLISH).verdict is Outcome.VIOLATED
    assert verdict("한국말로 답해 줘", KOREAN).verdict is Outcome.FOLLOWED


@pytest.mark.parametrize(
    ("command", "outcome"),
    [
        ("git push origin main", Outcome.VIOLATED),
        ("git push origin HEAD:develop", Outcome.VIOLATED),
        ("git push origin feature/cache", Outcome.FOLLOWED),
    ],
)
def test_putting_up_onto_a_branch_is_a_push(verdict, command, outcome):
    """'main이나 develop에 직접 올리지 마세요': Korean says a push as putting up onto a branch."""
    call = ("shell__run_command", {"command": command})
    assert verdict("main이나 develop에 직접 올리지 마세요.", call).verdict is outcome


@pytest.mark.parametrize(
    ("words", "command", "outcome"),
    [
        ("마스터 브랜치에 푸시 금지.", "git push origin master", Outcome.VIOLATED),
        ("마스터 브랜치에 푸시 금지.", "git push origin topic/x", Outcome.FOLLOWED),
        ("릴리스 브랜치에는 직접 푸시하지 마세요.", "git push origin release", Outcome.VIOLATED),
        ("マスターブランチにはプッシュしないで。", "git push origin master", Outcome.VIOLATED),
    ],
)
def test_a_branch_written_in_hangul_or_katakana_is_that_branch(verdict, words, command, outcome):
    """'마스터', 'マスター', '릴리스' name master and release as the Latin names do."""
    call = ("shell__run_command", {"command": command})
    assert verdict(words, call).verdict is outcome


@pytest.mark.parametrize(
    ("path", "outcome"),
    [
        ("/work/app/db/migrations/0042_add_cart.py", Outcome.VIOLATED),
        ("/work/app/db/models.py", Outcome.FOLLOWED),
    ],
)
def test_laying_hands_on_a_folder_is_touching_it(verdict, path, outcome):
    """'migrations 폴더는 손대지 마' forbids writing under that folder."""
    call = ("fs__write_file", {"path": path, "content": "x = 1\n"})
    assert verdict("migrations 폴더는 손대지 마.", call).verdict is outcome
