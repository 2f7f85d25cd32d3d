"""Issue 33, tenth round (Spanish, Italian, Russian, Arabic): dev33j was written by hand before the
judgement was touched and committed before its first run; its frozen third (the lowest third per
language by SHA-256 of the text) is scored once, at the end, by the integrator, and never here.
The probes below (in no set) are siblings, in the four languages, of each class read for the misses
of dev33j and of dev33i_frozen (already scored, used as development data), and the near misses each
class must leave alone: one-offs, reports, questions, the past. Most of the rules and requests
below are read wrong by main's code at 6013a13."""

from __future__ import annotations

import pytest

from benchmarks.judge import DEV33J, DEV33J_FROZEN, load_corpus
from tests.judgement_sets import assert_round_set, reading, texts_outside

TENTH_ROUND_SOUTH = ("es", "it", "ru", "ar")


def test_the_tenth_round_south_sets_are_large_and_apart():
    """About 38 messages per language, dev part and frozen third together, the frozen third chosen
    by the SHA-256 of each text, tagged for the round, and none in any earlier set. (The frozen
    texts are only compared here, never judged.)"""
    assert_round_set(
        DEV33J,
        DEV33J_FROZEN,
        TENTH_ROUND_SOUTH,
        "tenth-round",
        {"suggest": 20, "explicit": 5, "none": 13},
        range(1, 10000),
    )


# Explicit requests in more forms than "remember" / "I prefer": a leaning or a habit before the
# prefer verb, a liking said of a generic "when", the preference as a noun, taking note.
EXPLICIT = [
    "Tiendo a preferir los nombres largos en las variables de dominio.",
    "Por lo general prefiero los commits pequeños.",
    "Me encanta cuando el changelog explica el porqué de cada cambio.",
    "Tome nota de que la base de réplica solo admite lecturas.",
    "Sono solito preferire i test di integrazione a quelli unitari.",
    "Di solito preferisco le funzioni pure.",
    "Mi piace quando i messaggi di commit spiegano il perché, non il cosa.",
    "Prendi nota che il cluster di test si spegne il venerdì sera.",
    "Я склонен предпочитать композицию наследованию.",
    "Я склонна предпочитать маленькие PR одному большому.",
    "Я обычно предпочитаю явные импорты.",
    "Возьми на заметку: ключи от стенда лежат в Vault.",
    "أميل لتفضيل PostgreSQL على MySQL.",
    "عادةً أفضّل الاختبارات الصغيرة.",
    "بحب لما تكون رسائل الـ commit واضحة.",
    "يعجبني لما تكون أسماء المتغيرات واضحة حتى لو طويلة.",
    # read from the third blind batch: the formal voice with a please between, "so you know for
    # the future:", a liking "when" with the stressed pronoun
    "Tenga presente, por favor, que la facturación cierra el día 25 de cada mes.",
    "Para que lo sepas de cara al futuro: el dominio de pruebas es sandbox.interno.",
    "Tenga a mente che il deploy in produzione richiede due approvazioni.",
    "A me piace di più quando le PR sono piccole.",
]

# Lasting rules, one or more siblings per class read.
RULES = [
    # "not a single" as the negative determiner of a verbless note; a place named by a chain of
    # "of" or by where a thing goes; a colon parting the exclusion from where all of it goes
    "Ni una sola clave de API en el código del cliente móvil.",
    "Nemmeno una password nei file di configurazione del servizio di login.",
    "Ни одной ручной правки в сгенерированных файлах.",
    "Nessun job cron sul server del database: tutto passa dallo scheduler.",
    "Никаких cron-задач на сервере базы данных: всё через оркестратор.",
    "Nessuna query senza LIMIT sulle tabelle degli eventi, mai.",
    "لا مفاتيح API في ملفات الإعدادات، فقط في الخزنة.",
    "Nada de dependencias con licencia GPL en el SDK, solo MIT o Apache.",
    # once in a unit; an ordinal day of a month with no article; the plural part of a weekday
    "Una vez al mes revisa los permisos de los buckets.",
    "Una vez por semana limpia las ramas huérfanas del remoto.",
    "Una volta al mese controlla i permessi dei bucket.",
    "Раз в месяц обновляй базовые образы Docker.",
    "مرة كل شهر راجع صلاحيات الـ buckets.",
    "مرة كل أسبوع نظّف الفروع القديمة من المستودع.",
    "Las mañanas de los lunes, nada de reuniones largas.",
    # conditions: "apenas", the addressee's act in the subjunctive, the present with clitics
    "Apenas cambies la API pública, actualiza el changelog.",
    "Apenas añadas una variable al .env.example, avisa en el canal de backend.",
    "Si un test tarda más de diez segundos, me lo dices.",
    "Las migraciones que borren columnas requieren revisión de dos personas.",
    "Когда деплой падает по таймауту, повтори его один раз и только потом зови дежурного.",
    # up to an event: every item of a kind, or what no one does then
    "Hasta la demo no se toca la rama principal.",
    "Fino alla chiusura del trimestre non si aggiungono nuove feature flag.",
    "До конца аудита безопасности новые зависимости не добавляем.",
    # a vocative before the comma; a waiver of the speaker's approval
    "Tío, los logs de depuración no los subas nunca a producción.",
    "Raga, i file .env non si committano mai.",
    "Los bugs críticos no necesitan mi permiso para ir a producción.",
    "Las traducciones nuevas no necesitan mi revisión, súbelas directamente.",
    # the team named by its trade; a kind that follows or uses a convention
    "Nel team backend i log si scrivono in JSON.",
    "Nel team dati i nomi delle colonne seguono lo snake_case.",
    "Da noi i servizi adottano lo stesso schema di logging.",
    "En el equipo de infraestructura los módulos de Terraform se versionan con tags semánticos.",
    "في فريق الدفع أسماء الفروع تبدأ برقم التذكرة.",
    "في فريق البيانات أسماء الجداول تكون بالمفرد.",
    # the Egyptian negative imperative, a thing put first; an exception as a noun of the rule
    "الملفات الكبيرة متحطهاش في الريبو، استخدم LFS.",
    "كل استثناء في الكود لازم يكون له تعليق يشرح السبب.",
    # a kind kept or made in the Italian impersonal present
    "Le chiavi API si ruotano ogni tre mesi.",
    # read from the second blind batch: a mass noun the same way; a note's kind told by a
    # relative clause of the third person, a call with its parentheses
    "Il codice generato non si tocca a mano, si rigenera.",
    "Cero print() en el código que llega a main.",
    "Antes de mergear, pásale siempre el linter.",
]

# Near misses each class must leave alone.
NOT_RULES = [
    # someone else's advice or claim, in the third person
    "La guía de Terraform recomienda no tocar nunca el state a mano.",
    "El manual de Stripe aconseja reintentar los webhooks con backoff exponencial.",
    "La documentazione di React suggerisce di non mutare lo stato direttamente.",
    "Giulia sostiene che i test vadano sempre scritti prima.",
    "Pablo sostiene que los tests siempre van primero.",
    "Marco afferma che nel suo team i test si scrivono dopo.",
    "Руководство по Kubernetes советует всегда задавать лимиты памяти.",
    "Руководство по Go советует не игнорировать ошибки.",
    "دليل Kubernetes ينصح دائماً بتحديد حدود للذاكرة.",
    "دليل React ينصح بعدم تعديل الحالة مباشرة.",
    # a stretch of the past named, the addressee's imperfect
    "El mes pasado siempre me dejabas los print de depuración en el código.",
    "La settimana scorsa mi mandavi sempre PR enormi, che fatica.",
    "В прошлом спринте ты всегда оставлял отладочные принты в коде.",
    "В прошлом месяце ты постоянно забывал про changelog.",
    "الشهر الماضي دايماً كنت تخلي أوامر الطباعة في الكود.",
    # one occasion: today's, tomorrow's, a condition that happens once, "now"
    "Per la demo odierna puoi lasciare i log di debug.",
    "Para la demo de hoy puedes dejar los logs de depuración.",
    "Per la demo di domani puoi lasciare i dati finti.",
    "En cuanto termines, avísame.",
    "En cuanto esté listo el build, me lo mandas.",
    "Me lo comentas mañana.",
    "Los PRs que abrió Ana ayer necesitan revisión.",
    "Сделай бэкап один раз, перед миграцией.",
    "الصور ما ترفعهاش دلوقتي، استنى شوية.",
    "استثناء، ادمج هذا الفرع بدون مراجعة.",
    # reports of a state, nothing new, the users' habits, the speaker's own day
    "Ni un error en los logs del servidor de producción, todo bien.",
    "Ningún problema en el servidor de la base de datos.",
    "Nada de nuevo en el repositorio del cliente.",
    "Nessun errore nei log del server di produzione.",
    "Una vez al mes fuimos a cenar con el equipo.",
    "Da noi gli utenti usano soprattutto Safari.",
    "I test si rompono con la nuova versione di Node.",
    "Fino a domani non ci sono.",
    "До пятницы я не успею.",
    "Fino a ieri non si vedeva niente.",
    "En el equipo de Raúl los módulos se versionan con tags.",
    "Nel team di Sara le versioni seguono il semver.",
    "في فريق الموبايل السيرفر يتعطل كثير.",
    "Los cambios de ayer no necesitan revisión, ya los vi.",
    # a liking of one thing done, someone else's preference
    "Me gusta que lo hayas arreglado tan rápido.",
    "Mi piace questa soluzione, grazie.",
    "Мне нравится, как ты это сделал.",
    "يعجبني الحل اللي سويته.",
    "Marta suele preferir React.",
    "Ayer me gustó cuando lo explicaste en la demo.",
    # one-offs, questions, text to translate, a rule taken back
    "Solo para este ticket, desactiva la caché del navegador.",
    "¿Se pueden mergear hotfixes sin revisión aquí?",
    "Переведи на испанский: «Никогда не публикуйте ключи в открытом виде».",
    "هل عندنا قاعدة لعدد المراجعين؟",
    "Da domani usa le virgolette doppie... no, lascia stare, va bene così.",
    # from the second blind batch: one thing pointed at, this one only, what happens to a thing
    "Antes de mergear esto, pásale el linter.",
    "في هذا الـ PR بس مسموح تتجاهل الاختبارات.",
    "Il server si blocca a volte con troppe richieste.",
    "Nada de errores en el código que llega a main.",
    # from the third blind batch: more verbs of telling someone else's word, a supposition, a
    # fact told for now
    "Alguien del equipo de QA comenta que ellos nunca despliegan en lunes.",
    "La guida di stile di Airbnb dice di usare sempre le virgolette singole.",
    "Mi jefe me contó que el servidor se cae a veces.",
    "Imagina que prohibiéramos los commits directos a main.",
    "Para que lo sepas: el servidor está caído.",
]


@pytest.mark.parametrize("text", RULES)
def test_a_sibling_of_a_class_read_for_dev33j_is_a_rule(text):
    assert reading(text) == "suggest", text


@pytest.mark.parametrize("text", NOT_RULES)
def test_a_near_miss_of_those_classes_is_no_rule(text):
    assert reading(text) == "none", text


@pytest.mark.parametrize("text", EXPLICIT)
def test_a_sibling_of_an_explicit_request_read_for_dev33j_is_explicit(text):
    assert reading(text) == "explicit", text


def test_the_probes_are_in_no_set():
    texts = texts_outside() | {c.text for c in load_corpus(DEV33J)}
    texts |= {c.text for c in load_corpus(DEV33J_FROZEN)}
    probes = [*RULES, *NOT_RULES, *EXPLICIT]
    assert len(set(probes)) == len(probes)
    assert not (set(probes) & texts)
