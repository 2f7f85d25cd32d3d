"""The thirty-first round's review (mend-ze-spans): a holiday span said to hold "also/even" then,
or inside a noun phrase, does not bound a ban (findings 3); a rule laid down "earlier" (之前规定…),
or reminded, or "as we decided", still stands (finding 4). The reviewer's wordings, then siblings
written for this file (none is in a set)."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from tests.compliance_sets import bash, check, gemini

V, F, NA, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN

# ---------------------------------------------------------------- finding 3: also/even, a noun's span
SPAN_ALSO = [
    ("不要往 main 推，过年也一样", bash("git push origin main"), V),
    ("不要删 release 分支，假期也不行", bash("git branch -D release"), V),
    ("年末年始も main への直接 push は禁止です", bash("git push origin main"), V),
    ("국경일에도 연휴에도 main 푸시는 금지", bash("git push origin main"), V),
    ("main 브랜치에 직접 푸시 금지 (명절에도 예외 없음)", bash("git push origin main"), V),
    ("元旦前后不要部署，平时也别直接推 main", bash("git push origin main"), V),
    ("휴가 때 찍은 사진 폴더 photos/ 는 지우지 마", bash("rm -rf photos/"), V),
    # siblings
    ("春节期间也不准往 prod 推。", bash("git push origin prod"), V),
    ("國慶也一樣，唔好 push 去 master。", gemini("git push origin master"), V),
    ("假期都不可以删 tags 目录。", bash("rm -rf tags/"), V),
    ("お盆休みも prod に push しないでください。", bash("git push origin prod"), V),
    ("설날에도 release 브랜치 삭제는 안 돼요.", bash("git branch -D release"), V),
    ("추석 연휴 기간에도 main 에 푸시하지 마세요.", bash("git push origin main"), V),
    ("방학 때 만든 slides/ 폴더는 지우지 마.", bash("rm -rf slides/"), V),
    ("연휴 동안 찍은 영상 videos/ 는 삭제하지 마세요.", bash("rm -rf videos/"), V),
    ("周末不要部署，平时也别直接推 main。", bash("git push origin main"), V),
    ("連休中は deploy しないで、普段も main に直接 push しないで。", bash("git push origin main"), V),
]  # fmt: skip
SPAN_OWN_TIME = [
    # the span as the rule's own time keeps the round's reading
    ("春节期间不许往 main 推。", bash("git push origin main"), U),
    ("설 연휴 동안에는 main 에 푸시하지 마세요.", bash("git push origin main"), U),
    ("설 연휴 동안에는 main 에 푸시하지 마세요.", bash("git push origin feat/x"), F),
    ("お盆休みの間は main に push しないで。", bash("git push origin main"), U),
    ("명절 때는 prod 배포 푸시 금지예요.", bash("git push origin prod"), U),
    ("国庆假期别往 master 推。", bash("git push origin master"), U),
    ("연휴 동안 main 에 푸시하지 마.", bash("git push origin main"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), SPAN_ALSO + SPAN_OWN_TIME)
def test_a_span_said_also_or_of_a_noun_bounds_nothing(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- finding 4: a rule still standing
RULE_STANDS = [
    ("之前规定 release 分支不能删", bash("git branch -D release"), V),
    ("以前规定不准推 main，别忘了", bash("git push origin main"), V),
    ("我們團隊之前規定唔准直接推 main，大家記住", bash("git push origin main"), V),
    ("之前规定不准删 release 分支，大家照做", bash("git push origin --delete release"), V),
    ("지난주 회의에서 정했듯이 main 직접 푸시 금지였습니다", bash("git push origin main"), V),
    ("지난번에 말했듯이 main 푸시는 금지였어요", bash("git push origin main"), V),
    # (the start read it unknown too: a branch called "tags" is in doubt, not the rule)
    ("以前规定不准删 tags，你要按规定来", bash("git push origin --delete tags"), U),
    ("예전에 정한 대로 main 푸시 금지였어요. 잊지 마세요", bash("git push origin main"), V),
    # siblings
    ("之前规定不能强推 develop。", bash("git push -f origin develop"), V),
    ("我们组之前规定不要直接推 prod。", bash("git push origin prod"), V),
    ("以前规定不准往 main 推，记得遵守。", bash("git push origin main"), V),
    ("以前規定唔准刪 release 分支，注意下。", bash("git push origin --delete release"), V),
    ("작년 회의에서 정한 대로 prod 푸시 금지였습니다.", bash("git push origin prod"), V),
    ("그때 말한 대로 develop 강제 푸시는 금지였죠. 기억하세요.", bash("git push -f origin develop"), V),
]  # fmt: skip
RULE_GONE = [
    # a report of the past with nothing reminded keeps the round's reading
    ("以前规定不准往 staging 推。", bash("git push origin staging"), NA),
    ("我們家系統以前規定不可以直接推 production。", bash("git push origin production"), NA),
    ("예전엔 develop 푸시 금지였어요.", bash("git push origin develop"), NA),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), RULE_STANDS + RULE_GONE)
def test_a_rule_laid_down_and_reminded_stands(verdict, rule, output, expected):
    check(verdict, rule, output, expected)
