"""A service's restart said by its verb, no command named (fr, de, es, it, ru, ar; the
twenty-third round's west): "on ne redémarre jamais nginx", "startet keine Dienste neu", "nada de
reiniciar servicios", "i servizi non si riavviano", "никаких перезапусков сервисов", "لا نعيد
تشغيل أي خدمة". The act is the commands that do it on a machine — `systemctl restart`, `service …
restart`, `docker restart`, `kubectl rollout restart` — so the verb names those commands, and a
negation or a role's "only" before it is said of them (named_terms.find_terms asks)."""

from __future__ import annotations

from app.domain.compliance.lexicon import Lazy
from app.domain.compliance.terms import COMMAND, Term

# The verb or its noun: redémarrer, relancer (only of a service: "relancer les tests" reruns
# them), neu starten / Neustart, reiniciar, riavviare, перезапускать / перезапуск, إعادة التشغيل.
# German's separable verb is found at its particle ("startet keine Dienste neu"), after the
# thing restarted, where its negation stands before it.
_VERB = (
    r"red[ée]marr\w*|red[ée]marrage\w*|neu\s*(?:ge)?start\w*|neustart\w*|reinici\w*|riavvi\w*|"
    r"перезапуск\w*|перезапуст\w*|"
    r"(?:إعادة|[نتيأ]عيد|أعد|يُعاد|يعاد|تُعاد|تعاد)\s+(?:ال)?تشغيل"
)
_RELAUNCH = r"relanc\w*"
_SEPARABLE = Lazy(r"(?<![\w-])start(?:e|et|en|est)?\s+(?:[\w-]+\s+){0,4}?(neu)(?![\w-])")
# What is restarted: a service, a container, a deployment, a daemon — or a daemon by its name.
# (a service that is a department or the customers' desk is no daemon: "ne relance pas le
# service client", "reinicia el servicio al cliente", "служба поддержки")
_DESK = (
    r"(?!\s+(?:clients?|client[eè]le|juridique|commercial|comptab\w*|après-vente|al\s+cliente|"
    r"de\s+atención|clienti|legale|поддержки|доставки|безопасности|العملاء)(?![\w-]))"
)
_THING = (
    rf"(?:services?|dienste?s?|servicios?|servizi|servizio|сервис\w*|служб\w*|(?:ال)?خدم\w*){_DESK}|"
    r"conteneurs?|container\w*|contenedor\w*|contenitor\w*|контейнер\w*|(?:ال)?حاوي\w*|"
    r"deployments?|pods?|daemons?|démons?|демон\w*"
)
# Daemons named: the unit is part of the command ("systemctl restart nginx").
_UNITS = (
    r"nginx|apache2?|httpd|postgres(?:ql)?|mysql|mariadb|redis(?:-server)?|php-fpm|gunicorn|uwsgi|"
    r"haproxy|caddy|traefik|rabbitmq-server|memcached|tomcat\d*"
)
_NEAR = r"(?:\s+[\w'’-]+){0,4}?\s+"
# a thing before its verb may have its place and a modal's negation between ("i container del
# planetario non vanno mai riavviati")
_NEAR_BEFORE = r"(?:\s+[\w'’-]+){0,6}?\s+"
_RESTART = Lazy(
    rf"(?<![\w-])(?P<verb>{_VERB})(?![\w-]){_NEAR}(?:(?P<unit>{_UNITS})|(?:{_THING}))(?![\w-])"
    rf"|(?<![\w-])(?P<verb2>{_VERB}|{_RELAUNCH})(?![\w-]){_NEAR}(?:{_THING})(?![\w-])"
    rf"|(?<![\w-])(?:(?P<unit2>{_UNITS})|(?:{_THING})){_NEAR_BEFORE}(?P<verb3>{_VERB})(?![\w-])"
)
_A_THING = Lazy(rf"(?<![\w-])(?:(?P<unit>{_UNITS})|(?:{_THING}))(?![\w-])")
_ANY_VERB = Lazy(rf"{_VERB}|{_RELAUNCH}|(?<![\w-])start")


# The commands that restart a service (not those that look at it: `systemctl status`, `nginx -t`);
# act_nouns names the same for the east's verb (再起動, 재시작, 重启)
RESTART_COMMANDS = tuple(
    Term(t, COMMAND)
    for t in (
        "systemctl restart",
        "service restart",
        "docker restart",
        "docker compose restart",
        "kubectl rollout restart",
        "pm2 restart",
        "supervisorctl restart",
        "brew services restart",
    )
)


def _commands(unit: str | None) -> list[Term]:
    if unit:  # a daemon named: restarting another one keeps the rule
        named = (f"systemctl restart {unit}", f"service {unit} restart", f"docker restart {unit}")
        return [Term(t, COMMAND) for t in named]
    return list(RESTART_COMMANDS)


def restarts(text: str) -> list[tuple[int, int, list[Term]]]:
    """(start, end, the commands) for each restart the rule's words (normalised) say by a verb:
    the span is the verb's (German's particle), so the words around it say whether it is refused."""
    if not _ANY_VERB.search(text):
        return []
    out = []
    for m in _RESTART.finditer(text):
        at = next(g for g in ("verb", "verb2", "verb3") if m.group(g))
        unit = m.group("unit") or m.group("unit2")
        out.append((m.start(at), m.end(at), _commands(unit)))
    for m in _SEPARABLE.finditer(text):
        thing = _A_THING.search(m.group())
        if thing is not None:
            out.append((m.start(1), m.end(1), _commands(thing.group("unit"))))
    return out
