"""Arabic's "none acts but the doer": "لا يدفع إلى فرع release إلا مدرب السباق" (none pushes to
release but the race coach). The push onto that branch is the doer's, whatever the post: the "إلا"
names who, not an exception leaving a case in doubt, so the checker said `unknown` of every push
there (the twenty-fifth round's frozen third, scored and spent: ar-003/005, both `unknown`;
reserved._NONE_BUT_DOER). Every sentence here was written for this file; on the code before it the
siblings read `unknown`, the near misses the same as now."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from tests.compliance_sets import check, codex, push, push_files

V, F, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.UNKNOWN

SIBLINGS = [
    ("لا يدفع إلى فرع release في نادي الهجن إلا مدرب السباق.", "release"),
    ("لا يرفع التعديلات إلى فرع production إلا المشرف.", "production"),
    ("لا يحدّث فرع stable في المكتبة إلا أمين المكتبة.", "stable"),
    ("لا يدفع إلى فرع main إلا الطباخ الرئيسي في تطبيق المطعم.", "main"),
    ("لا يدفع إلى فرع hotfix إلا أمينة الصندوق في الجمعية.", "hotfix"),
    # (read before, by its post: read the same)
    ("لا يدفع أحد إلى فرع main إلا مدير المشروع.", "main"),
]


@pytest.mark.parametrize(("rule", "branch"), SIBLINGS)
def test_the_push_is_the_doers_alone(verdict, rule, branch):
    check(verdict, rule, push(branch), V)
    check(verdict, rule, push_files(branch), V)
    check(verdict, rule, codex("git push origin feat/x"), F)


NEAR = [
    # a time or a condition after "إلا", the one addressed or the team acting: as before
    ("لا تدفع إلى فرع main إلا بعد المراجعة.", push("main"), U),
    ("لا ندفع إلى فرع main إلا يوم الخميس.", push("main"), U),
    ("لا يدفع إلى فرع release إلا بموافقة المدير.", push("release"), U),
    ("لا يدفع الفريق إلى فرع main إلا في الطوارئ.", push("main"), U),
    # a branch after "إلا": what there is, not who acts
    ("لا يوجد فرع إلا main في هذا المستودع.", push("main"), U),
]


@pytest.mark.parametrize(("rule", "output", "expected"), NEAR)
def test_when_or_what_after_but_is_no_doer(verdict, rule, output, expected):
    check(verdict, rule, output, expected)
