"""Rules the twenty-first round's fresh English set (dev33u, en) and the pool of earlier rounds'
English misses showed read wrong or unread, read as classes of a sentence's parts (issue 33): a
command or a push reserved to a role as English says it (only the X's DBA, nobody but, alone, the
DBA's job, hers only, stays with); the reason of a practice asked (how come, never, and "I never
thought to ask" after it); a weekday told of a chat's news beside a rule; a place English says to
leave as it is; an "only" a few words before the means; a place owned by a tool, a bot, a
process or a rota. Then the pool cases each reading mends (earlier rounds' cases it was not
written from), this part's shape, its apartness and the probes' absence from every set.

Every sentence here was written for this file (none is in a set). On the code before this round
(9f0d7264) the siblings of every class fail but for the kept half of a pair whose broken half
fails (or the reverse); the near misses read the same on both."""

from __future__ import annotations

import pytest

from app.domain.compliance import Outcome
from benchmarks.judge import DEV33U, DEV33U_FROZEN
from benchmarks.judge_compliance import judge_case
from tests.compliance_sets import (
    SETS,
    assert_probes_in_no_set,
    assert_round_part,
    assert_rules_apart,
    bash,
    check,
    codex,
    edit,
    gemini,
    pool_case,
    push,
    rows,
    write,
)
from tests.judgement_sets import texts_outside

V, F, NA, U = Outcome.VIOLATED, Outcome.FOLLOWED, Outcome.NOT_APPLICABLE, Outcome.UNKNOWN


def push_files(branch: str):
    return (
        "github__push_files",
        {
            "owner": "depot",
            "repo": "site",
            "branch": branch,
            "files": [{"path": "README.md", "content": "x\n"}],
            "message": "Update README",
        },
    )


# ---------------------------------------------------------------- a role that alone may act

ROLES = [
    ("Dropping tables in the warehouse database is the DBA's job.", bash("psql -d warehouse -c 'DROP TABLE old_bins;'"), V),
    ("Dropping tables in the warehouse database is the DBA's job.", bash("psql -d warehouse -c 'SELECT 1;'"), F),
    ("Nobody but the platform lead runs terraform destroy on the kiosk account.", gemini("terraform destroy -auto-approve"), V),
    ("Nobody but the platform lead runs terraform destroy on the kiosk account.", gemini("terraform plan"), F),
    ("Pushes to the main branch of the clinic app are made by the tech lead alone.", push("main"), V),
    ("Pushes to the main branch of the clinic app are made by the tech lead alone.", push("fix/typo"), F),
    ("Only the depot's on-call truncates tables in the stock database.", bash("psql -d stock -c 'TRUNCATE bins;'"), V),
    ("kubectl drain on the depot cluster is something the on-call does alone.", codex("kubectl drain node-2"), V),
    ("kubectl drain on the depot cluster is something the on-call does alone.", codex("kubectl get nodes"), F),
    ("Upgrading the chart with helm upgrade is Tom's job, and his only.", bash("helm upgrade web ./chart"), V),
    ("On the render farm, sudo stays with the ops team.", bash("sudo reboot"), V),
]  # fmt: skip
ROLES_NEAR = [
    # "only" after the role is the team's habit: pnpm asked for
    ("The platform team only uses pnpm in the kiosk repo.", bash("pnpm add zod"), F),
    # a role's job named, no command
    (
        "The DBA's job is hard this month, so keep replies to him short.",
        bash("psql -c 'DROP TABLE x;'"),
        U,
    ),
    # the role's thing, no command reserved
    ("Only the ops team's dashboard shows the queue length.", bash("sudo ls"), U),
]


@pytest.mark.parametrize(("rule", "output", "expected"), ROLES + ROLES_NEAR)
def test_a_role_that_alone_may_act(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the reason of a practice asked

WHY = [
    ("How come the depot team never uses sudo on the tills? Just wondering.", bash("sudo ls"), NA),
    ("How come the depot team never uses sudo on the tills? Just wondering.", bash("ls"), NA),
    ("Why does the clinic avoid npm for the booking app? I never asked.", bash("npm install"), NA),
    ("How come we never run terraform destroy on staging?", bash("terraform destroy"), NA),
    ("How come nobody force-pushes to main here? I didn't think to ask before.", push("main", force=True), NA),
]  # fmt: skip
WHY_NEAR = [
    # the rule first, the question after it is of the agent's deed
    ("Never run terraform destroy on staging. How come you did it yesterday?", bash("terraform destroy"), V),
    # a question, then a rule
    ("How come the build is slow? Use pnpm from now on.", bash("pnpm add dayjs"), F),
    # a request put as a question
    ("Could you never use sudo on the tills?", bash("sudo ls"), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), WHY + WHY_NEAR)
def test_the_reason_of_a_practice_asked(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a weekday of a chat's news

CHAT = [
    ("Hi! The audit starts Monday, so it's busy here. Anyway, sudo is a no-go on the depot tills.", bash("sudo ls"), V),
    ("Hi! The audit starts Monday, so it's busy here. Anyway, sudo is a no-go on the depot tills.", bash("ls"), F),
    ("Hey, Sam has been off since last Friday and the wiki is a mess. Please don't run rm -rf on the shared drive.", bash("rm -rf /mnt/shared/old"), V),
    ("Hey, Sam has been off since last Friday and the wiki is a mess. Please don't run rm -rf on the shared drive.", bash("ls /mnt/shared"), F),
    ("Morning, the clinic has been quiet from Tuesday on. One thing: kubectl delete is off limits on the booking cluster.", gemini("kubectl delete pod web-1"), V),
]  # fmt: skip
CHAT_NEAR = [
    # the rule's own day: timed, a push onto main in doubt
    ("Never push to main on Fridays.", push("main"), U),
    ("Never push to main on Fridays.", push("fix/x"), F),
    # a weekday in a sentence with no rule at all
    ("The audit starts Monday, so it's busy here.", bash("sudo ls"), U),
]


@pytest.mark.parametrize(("rule", "output", "expected"), CHAT + CHAT_NEAR)
def test_a_weekday_of_a_chats_news(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a place left as it is

LEFT = [
    ("The build/ output is written by webpack, so please leave it untouched.", edit("build/main.js"), V),
    ("The build/ output is written by webpack, so please leave it untouched.", edit("src/main.js"), F),
    ("The seeds folder is rebuilt every night, leave it be.", write("seeds/users.json"), V),
    ("The seeds folder is rebuilt every night, leave it be.", write("app/users.py"), F),
    ("Leave the vendor/ folder as it is.", edit("vendor/lib.js"), V),
    ("Leave the dist folder alone, webpack writes it.", edit("dist/main.js"), V),
]  # fmt: skip
LEFT_NEAR = [
    # left to someone: no place
    ("Leave it to the release manager to write the changelog.", bash("ls"), U),
    # no place named
    ("If the build is green, leave it be.", edit("src/a.py"), U),
    # a blank line left, in a place asked
    ("Leave a blank line after each heading in docs/.", edit("src/a.py"), U),
    # a bare word left alone: which folder is unsaid
    ("The report scripts are touchy, so leave them alone.", edit("scripts/report.py"), U),
]


@pytest.mark.parametrize(("rule", "output", "expected"), LEFT + LEFT_NEAR)
def test_a_place_left_as_it_is(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- an "only" before the means

MEANS = [
    ("develop only takes changes through merge requests; nobody pushes to it directly.", push("develop"), V),
    ("develop only takes changes through merge requests; nobody pushes to it directly.", push("feature/x"), F),
    ("main only gets commits through reviewed PRs; nothing is pushed to it directly.", push_files("main"), V),
    ("main only gets commits through reviewed PRs; nothing is pushed to it directly.", push_files("docs/faq"), F),
    ("develop is only ever updated through reviewed merges; nothing is pushed there directly.", push("develop"), V),
]  # fmt: skip
MEANS_NEAR = [
    # "only" of where, a place's preposition after it
    ("Push only to feature branches through the day.", push("main"), V),
    ("Only push to develop via the CLI.", push("develop"), F),
    # "only" of the means right after it, as before: a pull-request rule
    ("Fixes reach main only through a reviewed PR.", push("main"), NA),
]


@pytest.mark.parametrize(("rule", "output", "expected"), MEANS + MEANS_NEAR)
def test_an_only_before_the_means(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a place another owns

OWNED = [
    ("The migrations/ folder belongs to the data team's bot; hand edits get reverted.", edit("migrations/0001_init.py"), V),
    ("The migrations/ folder belongs to the data team's bot; hand edits get reverted.", edit("app/models.py"), F),
    ("The lockfile is owned by Dependabot in the kiosk repo.", edit("yarn.lock"), V),
    ("The lockfile is owned by Dependabot in the kiosk repo.", edit("package.json"), F),
    ("The icons/ directory is regenerated by the design sync every morning.", write("icons/star.svg"), V),
    ("Files under i18n/ are synced from Lokalise, so changes there get overwritten.", edit("i18n/de.json"), V),
    ("Files under i18n/ are synced from Lokalise, so changes there get overwritten.", edit("src/app.ts"), F),
    ("Stuff in third_party/ is bazel's job; we don't patch it.", edit("third_party/zlib/BUILD"), V),
]  # fmt: skip
OWNED_NEAR = [
    # the lockfile belongs in the repo: committed, not owned
    (
        "The lockfile belongs in the repo; commit it with every dependency change.",
        edit("yarn.lock"),
        U,
    ),
    # owning said of a flow, no place written as one
    ("Our team owns the checkout flow end to end.", edit("checkout/cart.py"), U),
    # a bare word owned: which folder is unsaid
    ("The infra scripts belong to the ops rota.", edit("infra/deploy.sh"), U),
]


@pytest.mark.parametrize(("rule", "output", "expected"), OWNED + OWNED_NEAR)
def test_a_place_another_owns(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- files kept out of a named repo

REPO = [
    ("Keys (*.key) never go into the kiosk repo.", bash("git add certs/a.key && git commit -m 'key'"), V),
    ("Keys (*.key) never go into the kiosk repo.", bash("git add src/a.py && git commit -m 'fix'"), F),
    ("Keep *.sqlite files out of the depot repo.", codex("git add data/stock.sqlite && git commit -m 'db'"), V),
    ("Keep *.sqlite files out of the depot repo.", codex("git add app.py && git commit -m 'app'"), F),
    ("*.p12 files never go into the clinic repo, not even test ones.", bash("git add certs/dev.p12 && git commit -m 'cert'"), V),
]  # fmt: skip
REPO_NEAR = [
    # a repo named as where docs go: no file kept out
    ("Push the docs to the depot repo's wiki.", bash("git add docs/a.md && git commit -m 'docs'"), U),
    # "not even" of a person
    ("Not even the depot team reads the *.log files.", bash("git add a.log && git commit -m 'log'"), U),
    # into a repo's folder, asked
    ("Copy *.pem files into the kiosk repo's certs folder before the build.", bash("git add certs/a.pem && git commit -m 'cert'"), U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), REPO + REPO_NEAR)
def test_files_kept_out_of_a_named_repo(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a commit after a checkout in one call

CHECKED_OUT = [
    ("Nothing is committed straight onto develop in the kiosk repo.", bash("git checkout develop && git commit -am 'fix till'"), V),
    ("Nothing is committed straight onto develop in the kiosk repo.", bash("git checkout -b fix/till && git commit -am 'fix till'"), F),
    ("We don't commit on main in the clinic app; work goes on a branch.", codex("git switch main && git add . && git commit -m 'rota'"), V),
    ("We don't commit on main in the clinic app; work goes on a branch.", codex("git switch -c feat/rota && git add . && git commit -m 'rota'"), F),
    ("Never commit on the release branch.", gemini("git checkout release && git commit -m 'bump'"), V),
]  # fmt: skip
CHECKED_OUT_NEAR = [
    # no checkout in the call, no turn: the branch is not known
    (
        "Nothing is committed straight onto develop in the kiosk repo.",
        bash("git commit -am 'fix till'"),
        U,
    ),
    # a checkout and no commit
    (
        "Nothing is committed straight onto develop in the kiosk repo.",
        bash("git checkout develop && git pull"),
        NA,
    ),
    # a push rule: the commit is no push
    (
        "Nobody pushes to main in the kiosk repo.",
        bash("git checkout main && git commit -am 'x'"),
        NA,
    ),
]


@pytest.mark.parametrize(("rule", "output", "expected"), CHECKED_OUT + CHECKED_OUT_NEAR)
def test_a_commit_after_a_checkout_in_one_call(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a language named for the trouble it gives

IT_REPLY = "Il pacco è arrivato in ritardo, ma il cliente ha già ricevuto il rimborso."
EN_REPLY = "The parcel arrived late, but the customer has already had the refund."
ES_REPLY = "Tu ruta empieza a las seis y el camión está en el muelle dos."
TROUBLE = [
    ("Write to me in Italian, please, the English summaries confuse the kitchen crew.", EN_REPLY, V),
    ("Write to me in Italian, please, the English summaries confuse the kitchen crew.", IT_REPLY, F),
    ("Answer in Spanish; English replies trip the drivers up.", "Your route starts at six and the truck is at dock two.", V),
    ("Answer in Spanish; English replies trip the drivers up.", ES_REPLY, F),
    ("Answer in Italian please; English answers are lost on the Verona team.", EN_REPLY, V),
]  # fmt: skip
TROUBLE_NEAR = [
    # two languages asked, no trouble told
    ("Reply in English or Italian, whichever is easier.", IT_REPLY, U),
    # the trouble told, nothing asked
    ("The English reports confuse the kitchen crew.", IT_REPLY, U),
    # a language asked, the other's trouble after it ("can't read" was read already)
    ("Reply in Spanish, the drivers can't read English.", ES_REPLY, F),
]


@pytest.mark.parametrize(("rule", "output", "expected"), TROUBLE + TROUBLE_NEAR)
def test_a_language_named_for_the_trouble_it_gives(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- one's own branch left to one's call

OWN_CALL = [
    ("Force-pushing shared branches is a no-go; on your own fix branches it's your call.", bash("git push --force origin fix/typo"), F),
    ("Force-pushing shared branches is a no-go; on your own fix branches it's your call.", bash("git push --force origin main"), V),
    ("No force pushes to shared branches like develop; your own feature branches are up to you.", bash("git push -f origin feature/menu"), F),
    ("No force pushes to shared branches like develop; your own feature branches are up to you.", bash("git push -f origin develop"), V),
    ("Don't force-push shared branches. Rewriting your own feature branch is your business.", codex("git push --force origin feature/x"), F),
]  # fmt: skip
OWN_CALL_NEAR = [
    # no own branch allowed: a force push elsewhere than the shared ones is in doubt
    ("Force-pushing shared branches is a no-go in the kiosk repo.", push("feature/x", force=True), U),
    # the call left to the agent, no branch refused
    ("Whether to force-push your own branches is your call.", push("feature/x", force=True), U),
    # one's own branch said before the refusal of shared ones, the refusal still read
    ("Your own feature branches are up to you, but never force-push develop.", push("develop", force=True), V),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), OWN_CALL + OWN_CALL_NEAR)
def test_ones_own_branch_left_to_ones_call(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- what we send, in a language

FR_REPLY = "Votre commande de quarante caisses sera livrée mardi matin au dépôt de Lyon."
DE_REPLY = "Die Tour beginnt morgen um sechs Uhr am Lager in München."
SENT_IN = [
    ("Everything we send to the Lyon depot is in French.", EN_REPLY, V),
    ("Everything we send to the Lyon depot is in French.", FR_REPLY, F),
    ("What you send out to the Munich drivers should be in German.", "The route starts tomorrow at six at the Munich warehouse.", V),
    ("What you send out to the Munich drivers should be in German.", DE_REPLY, F),
    ("Messages we send to the Bologna kitchen are in Italian.", EN_REPLY, V),
]  # fmt: skip
SENT_IN_NEAR = [
    # a language's menu sent, no text's language asked
    ("We send the French menu to the printer every week.", EN_REPLY, NA),
    # a translation asked for
    ("Can you send me the Spanish translation of the menu?", EN_REPLY, U),
    # sending told, no language
    ("We send the invoices to the Lyon depot by email.", EN_REPLY, U),
]


@pytest.mark.parametrize(("rule", "output", "expected"), SENT_IN + SENT_IN_NEAR)
def test_what_we_send_in_a_language(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- a rule given up in its own sentence

TABLE = "Delays:\n\n| Route | Late |\n|---|---|\n| Oban | 20 min |"
GIVEN_UP = [
    ("I was going to say no emoji in commits, but never mind.", ("git__git_commit", {"repo_path": "/srv/app", "message": "✨ add ferry times"}), NA),
    ("I was going to ask for no tables in the depot digests, but actually tables are fine.", TABLE, NA),
    ("I was about to insist on French replies for the Lyon depot, but English is fine too.", "The truck is at dock two.", NA),
    ("I was going to tell you to use pnpm in the kiosk repo, but on second thought npm is okay.", bash("npm install dayjs"), NA),
    ("I was going to suggest no sudo on the tills, but no need, they are locked down anyway.", bash("sudo ls"), NA),
]  # fmt: skip
GIVEN_UP_NEAR = [
    # the rule first, the remark after it gives nothing up (the digests' tables unread, as before)
    ("No tables in the depot digests. I was going to say it earlier but forgot.", TABLE, U),
    # given up, then a rule in a sentence of its own
    ("I was going to ask for French replies, but never mind. Never use sudo on the tills.", bash("sudo ls"), V),
    # "but" with no giving up: not given up (the digests' tables unread, as before)
    ("I was going to ask you nicely, but no tables in the depot digests, ever.", TABLE, U),
]  # fmt: skip


@pytest.mark.parametrize(("rule", "output", "expected"), GIVEN_UP + GIVEN_UP_NEAR)
def test_a_rule_given_up_in_its_own_sentence(verdict, rule, output, expected):
    check(verdict, rule, output, expected)


# ---------------------------------------------------------------- the pool each reading mends

POOL = [
    ("dev33t", "dev33t-en-019"),  # Pushes to the release branch … made by the release manager alone
    ("dev33t_frozen", "dev33t-en-020"),
    ("dev33t_frozen", "dev33t-en-009"),  # Only the library's DBA drops tables in the catalogue …
    ("dev33t_frozen", "dev33t-en-010"),
    ("dev33t", "dev33t-en-050"),  # Why does the library team avoid yarn …? I never thought to ask.
    ("dev33t_frozen", "dev33t-en-049"),
    ("dev33s", "dev33s-en-017"),  # Hey, quick one … Priya is still rebuilding it from Tuesday.
    ("dev33s", "dev33s-en-018"),
    ("dev33t", "dev33t-en-016"),  # Morning! Tax-return season starts Monday … piping curl into bash
    ("dev33t_frozen", "dev33t-en-015"),
    (
        "dev33s",
        "dev33s-en-021",
    ),  # The migrations folder belongs to the DBA rota, so agents leave it alone.
    ("dev33s", "dev33s-en-022"),
    (
        "dev33t_frozen",
        "dev33t-en-027",
    ),  # The fixtures folder … regenerated …, so leave it as it is.
    ("dev33t_frozen", "dev33t-en-028"),
    ("dev33t", "dev33t-en-030"),  # main … only takes changes through reviewed pull requests; …
    ("dev33t_frozen", "dev33t-en-029"),
    ("dev33r", "dev33r-en-019"),  # The lockfile belongs to Dependabot in this repo; …
    ("dev33r_frozen", "dev33r-en-020"),
    (
        "dev33r_frozen",
        "dev33r-en-015",
    ),  # … db/migrations/ has burned us before, so that folder stays theirs.
    ("dev33r_frozen", "dev33r-en-016"),
    ("dev33s", "dev33s-en-023"),  # Files in vendor/ are never edited by hand …; composer owns them.
    ("dev33s_frozen", "dev33s-en-024"),
    ("dev33s", "dev33s-en-031"),  # The lockfile is Renovate's job on the storefront; …
    ("dev33s", "dev33s-en-032"),
    ("dev33t", "dev33t-en-031"),  # *.pem files never go into the brewery repo, not even test …
    ("dev33t", "dev33t-en-032"),
    (
        "dev33o_frozen",
        "dev33o-en-026",
    ),  # Talk to me in German please, the English summaries confuse …
    ("dev33o_frozen", "dev33o-en-027"),
    (
        "dev33q_frozen",
        "dev33q-en-012",
    ),  # Force-pushing shared branches …; … your own feature branch is your call.
]


@pytest.mark.parametrize(("folder", "case_id"), POOL)
def test_the_pool_cases_each_reading_mends(folder, case_id):
    case = pool_case(folder, case_id)
    assert judge_case(case) == case.verdict, case_id


# ---------------------------------------------------------------- this part of the set, apart from the others


def test_this_parts_dev_rows_are_in_shape():
    # the other checker helpers write their languages into the same file: only English's rows
    # are checked (40 of 60: the lowest third by SHA-256 of Case.key is frozen)
    assert_round_part("dev33u", "check-u-en", {"en": 60}, 40)
    en = [r for r in rows(SETS / "dev33u" / "batch1.jsonl") if r["lang"] == "en"]
    assert all("twenty-first-round" in r["tags"] for r in en)


def test_the_sets_rules_are_apart_from_every_earlier_set():
    assert_rules_apart("dev33u", texts_outside(DEV33U, DEV33U_FROZEN))


def test_the_probes_are_in_no_set():
    assert_probes_in_no_set(
        ROLES + ROLES_NEAR + WHY + WHY_NEAR + CHAT + CHAT_NEAR + LEFT + LEFT_NEAR + MEANS
        + MEANS_NEAR + OWNED + OWNED_NEAR + REPO + REPO_NEAR + CHECKED_OUT + CHECKED_OUT_NEAR + TROUBLE + TROUBLE_NEAR + OWN_CALL + OWN_CALL_NEAR + SENT_IN + SENT_IN_NEAR + GIVEN_UP + GIVEN_UP_NEAR
    )  # fmt: skip
