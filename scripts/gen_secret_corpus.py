"""Write the labelled secrets corpus, tests/data/secrets/{secrets,benign}.jsonl.

    python scripts/gen_secret_corpus.py

Each line: {"id", "lang", "label": "secret"|"benign", "shape", "text"}. Secrets are the shapes
the providers document (random values of the right alphabet and length, seeded, so the file
is the same on every run), credentials in URLs, assignments and headers, and passwords
stated in words, each in sentences of the 11 languages. Benign texts mention passwords, tokens
and keys without holding one: rules about secrets, placeholders, references to where a secret
is kept, and values that only look random (commit hashes, UUIDs, versions, colours).
`make judge` scores app/domain/memory/rules/secrets.py on it (benchmarks/judge_secrets.py).
"""

from __future__ import annotations

import json
import random
import string
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
OUT = REPO / "tests" / "data" / "secrets"
LANGS = ("en", "zh_Hans", "zh_Hant", "ja", "ko", "fr", "de", "es", "it", "ru", "ar")

RNG = random.Random(22)
ALNUM = string.ascii_letters + string.digits
LOWER_ALNUM = string.ascii_lowercase + string.digits
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"


def rand(alphabet: str, n: int) -> str:
    mixed = any(c.isdigit() for c in alphabet) and any(c.isalpha() for c in alphabet)
    while True:
        value = "".join(RNG.choice(alphabet) for _ in range(n))
        # A real key mixes characters: a value with a digit and a letter, like the providers'.
        if not mixed or (any(c.isdigit() for c in value) and any(c.isalpha() for c in value)):
            return value


# The token shapes, as the providers document them.
SHAPES = {
    "openai": lambda: "sk-" + rand(ALNUM, 48),
    "openai_project": lambda: "sk-proj-" + rand(ALNUM + "_-", 56),
    "anthropic": lambda: "sk-ant-api03-" + rand(ALNUM + "_-", 60),
    "stripe_live": lambda: "sk_live_" + rand(ALNUM, 24),
    "stripe_test": lambda: "sk_test_" + rand(ALNUM, 24),
    "stripe_restricted": lambda: "rk_live_" + rand(ALNUM, 24),
    "github_classic": lambda: "ghp_" + rand(ALNUM, 36),
    "github_oauth": lambda: "gho_" + rand(ALNUM, 36),
    "github_fine": lambda: "github_pat_" + rand(ALNUM, 22) + "_" + rand(ALNUM, 59),
    "gitlab": lambda: "glpat-" + rand(ALNUM + "_-", 20),
    "npm": lambda: "npm_" + rand(ALNUM, 36),
    "huggingface": lambda: "hf_" + rand(ALNUM, 34),
    "slack_bot": lambda: (
        "xoxb-" + rand(string.digits, 12) + "-" + rand(string.digits, 13) + "-" + rand(ALNUM, 24)
    ),
    "slack_app": lambda: (
        "xapp-1-A"
        + rand(string.ascii_uppercase + string.digits, 10)
        + "-"
        + rand(string.digits, 13)
        + "-"
        + rand(HEX, 64)
    ),
    "aws_access_key": lambda: "AKIA" + rand(string.ascii_uppercase + string.digits, 16),
    "google_api": lambda: "AIza" + rand(ALNUM + "_-", 35),
    "jwt": lambda: (
        "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ" + rand(ALNUM, 40) + "." + rand(ALNUM + "_-", 43)
    ),
    "sendgrid": lambda: "SG." + rand(ALNUM + "_-", 22) + "." + rand(ALNUM + "_-", 43),
    "pypi": lambda: "pypi-AgEIcHlwaS5vcmc" + rand(ALNUM + "_-", 80),
    "telegram": lambda: rand(string.digits, 10) + ":" + "AA" + rand(ALNUM + "_-", 33),
    "azure_storage": lambda: (
        "DefaultEndpointsProtocol=https;AccountName=prodfiles;AccountKey=" + rand(B64, 86) + "=="
    ),
    "private_key": lambda: "-----BEGIN RSA PRIVATE KEY-----\nMIIEow" + rand(B64, 40),
    "openssh_key": lambda: (
        "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA" + rand(B64, 30)
    ),
    "postgres_url": lambda: f"postgres://admin:{rand(ALNUM, 12)}@db.internal:5432/prod",
    "mysql_url": lambda: f"mysql://app:{rand(ALNUM, 10)}@10.0.0.7/shop",
    "redis_url": lambda: f"redis://default:{rand(ALNUM, 16)}@cache.example.net:6379",
    "amqp_url": lambda: f"amqp://guest:{rand(ALNUM, 9)}@mq.local:5672/",
    "db_password_env": lambda: f"DB_PASSWORD={rand(ALNUM + '!@#', 14)}",
    "aws_secret_env": lambda: f"AWS_SECRET_ACCESS_KEY={rand(B64, 40)}",
    "github_token_env": lambda: f"GITHUB_TOKEN={rand(ALNUM, 40)}",
    "api_key_yaml": lambda: f"api_key: {rand(ALNUM, 32)}",
    "client_secret_json": lambda: f'"client_secret": "{rand(ALNUM + "-_", 35)}"',
    "auth_basic": lambda: "Authorization: Basic " + rand(B64, 28) + "=",
    "auth_bearer": lambda: "Authorization: Bearer " + rand(ALNUM + "-._", 40),
}

# Sentences around a secret, per language.
FRAMES = {
    "en": [
        "Use {s} for the staging deploy",
        "Remember this: {s}",
        "The CI needs {s}",
        "Here it is: {s}",
    ],
    "zh_Hans": ["部署时用这个：{s}", "记住这个 {s}", "测试环境用 {s}", "配置是 {s}"],
    "zh_Hant": ["部署時用這個：{s}", "記住這個 {s}", "測試環境用 {s}"],
    "ja": ["デプロイにはこれを使って：{s}", "これを覚えて {s}", "ステージングは {s}"],
    "ko": ["배포할 때 이걸 써: {s}", "이거 기억해 {s}", "스테이징은 {s}"],
    "fr": ["Utilise {s} pour le déploiement", "Retiens ceci : {s}", "La CI a besoin de {s}"],
    "de": ["Nimm {s} für das Deployment", "Merk dir das: {s}", "Die CI braucht {s}"],
    "es": ["Usa {s} para el despliegue", "Recuerda esto: {s}", "La CI necesita {s}"],
    "it": ["Usa {s} per il deploy", "Ricorda questo: {s}", "La CI ha bisogno di {s}"],
    "ru": ["Используй {s} для деплоя", "Запомни: {s}", "Для CI нужен {s}"],
    "ar": ["استخدم {s} للنشر", "تذكر هذا: {s}", "يحتاج التكامل المستمر إلى {s}"],
}

# A password stated in words, per language ({p}: the password).
PASSWORDS = {
    "en": [
        "the password for prod is {p}",
        "My password is {p}",
        "password: {p}",
        "The admin passcode is {p}",
    ],
    "zh_Hans": ["生产环境的密码是{p}", "数据库密码：{p}", "密码为 {p}"],
    "zh_Hant": ["正式環境的密碼是{p}", "資料庫密碼：{p}"],
    "ja": ["本番のパスワードは{p}です", "パスワード：{p}"],
    "ko": ["운영 서버 비밀번호는 {p}", "비밀번호: {p}"],
    "fr": ["le mot de passe de la prod est {p}", "Mot de passe : {p}"],
    "de": ["das Passwort für die Datenbank ist {p}", "Kennwort: {p}", "Das Passwort lautet {p}"],
    "es": ["la contraseña de producción es {p}", "Contraseña: {p}"],
    "it": ["la password del server è {p}", "Password: {p}"],
    "ru": ["пароль от базы: {p}", "Пароль — {p}"],
    "ar": ["كلمة المرور هي {p}", "كلمة السر: {p}"],
}


def password() -> str:
    words = ["Hunter", "Sommer", "Azerty", "Dragon", "Monkey", "Shadow", "Master", "Gato", "Roma"]
    return RNG.choice(words) + str(RNG.randint(10, 9999)) + RNG.choice("!#$%&*?")


BENIGN = {
    "en": [
        "Never log passwords",
        "Rotate API keys monthly",
        "Store tokens in the OS keyring",
        "Password: required, at least 12 characters, one digit.",
        "Put <YOUR_API_KEY> in the sample config",
        "Set {{api_key}} in the template",
        "The token looks like ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
        'Read it with password=os.environ["DB_PASSWORD"]',
        "The config says password=****",
        "The fix is commit 3f786850e387550fdab836ed7e6dc881de23001b",
        "Use the token from ${GITHUB_TOKEN} in CI",
        "Never commit .env files with secrets",
        "The API key is rotated every month",
        "The session id is 550e8400-e29b-41d4-a716-446655440000",
        "Bump the version to 2.14.0-rc1",
        "The brand colour is #1a2b3c",
        "Ask the user for their password at login, never store it",
        "Reset tokens expire after 15 minutes",
        "Use passwordless login for the admin panel",
        "The secret manager is HashiCorp Vault",
        "Tokens are sent in the Authorization header",
        "Use sk-learn style names for estimators",
        "Deploy with `git push heroku main`",
        "Connect with postgres://localhost/dev",
        "The database URL is postgres://user@db.internal/app",
        "Authorization: Bearer <token>",
        "Use a key of at least 2048 bits",
        "API keys go in the environment, not in the code",
        "Hash passwords with argon2id",
        "The password field must be masked",
        "password=getpass() reads it without echo",
        "DB_PASSWORD=${DB_PASSWORD} in docker-compose",
        "api_key: null until the user sets one",
        "Keep secrets out of screenshots",
        "Never paste access tokens into chat",
        "The password reset link is valid for one hour",
        "Tokens are refreshed by the client",
        "The build cache key is node-modules-v2",
        "Use the release token only in CI, never locally",
        "Secrets are injected by the deploy pipeline",
        "A password manager holds the shared logins",
        "The SSH key lives in ~/.ssh/id_ed25519",
        "Private keys never leave the laptop",
        "Generate API keys in the dashboard under Settings > API",
        "The key ID is shown, the key itself is not",
        "Run `gh auth login` to get a token",
        "OAuth tokens expire after 8 hours",
        "Passwords are compared in constant time",
        "The token is stored in the keychain",
        "Basic auth is disabled on the public API",
        "Bearer tokens are checked by the gateway",
        "The staging URL is https://staging.example.com/login",
        "Use the access key of the read-only role",
        "The secret is mounted at /run/secrets/db",
        "Password complexity: 3 of 4 character classes",
        "Keep the .npmrc token out of the repo",
        "The Stripe key starts with sk_live_ in production",
        "Test keys start with sk_test_, live keys with sk_live_",
        "ghp_ tokens are classic GitHub tokens",
        "The webhook secret is checked with HMAC-SHA256",
        "The JWT expires after 15 minutes",
        "Use `pass show db/prod` to read the password",
        "token: ${{ secrets.GITHUB_TOKEN }}",
        "password: !vault | encrypted in ansible",
        "The AWS access key id is AKIA followed by 16 characters",
    ],
    "zh_Hans": [
        "不要在日志里打印密码",
        "每个月轮换一次 API 密钥",
        "令牌存到系统钥匙串里",
        "密码至少 12 位，包含数字",
        "配置里写 <YOUR_API_KEY> 占位",
        "密钥从环境变量 ${API_KEY} 读取",
        "提交哈希是 3f786850e387550fdab836ed7e6dc881de23001b",
        "不要把 token 提交到仓库",
        "密码字段要用星号显示",
        "登录时向用户要密码，但不要保存",
        "版本号改成 2.14.0",
        "数据库地址是 postgres://localhost/dev",
        "访问令牌十五分钟后过期",
        "密码用 argon2 哈希",
        "不要在截图里露出密钥",
        "API 密钥放在环境变量里，不要写进代码",
        "密码：必填",
        "令牌放在 Authorization 头里",
        "密码重置链接一小时内有效",
        "私钥永远不要离开本机",
        "用密码管理器保存共享账号",
        "令牌由客户端自动刷新",
        "密钥在控制台的设置页面生成",
        "密码比较要用常数时间",
    ],
    "zh_Hant": [
        "不要在日誌裡印出密碼",
        "每個月輪換一次 API 金鑰",
        "密碼至少 12 位",
        "權杖存到系統鑰匙圈",
        "設定檔裡寫 <YOUR_API_KEY>",
        "不要把 token 提交到儲存庫",
        "密碼欄位要遮蔽",
        "密碼用 argon2 雜湊",
        "版本改成 3.1.0",
        "提交雜湊是 a94a8fe5ccb19ba61c4c0873d391e987982fbbd3",
        "密碼：必填",
        "金鑰放在環境變數裡",
    ],
    "ja": [
        "パスワードは絶対にログに出力しないこと。",
        "API キーは毎月ローテーションする",
        "トークンは OS のキーチェーンに保存",
        "パスワードは 12 文字以上",
        "設定には <YOUR_API_KEY> と書く",
        "トークンをリポジトリにコミットしない",
        "パスワード欄はマスクする",
        "パスワードは argon2 でハッシュ化",
        "コミットは 3f786850e387550fdab836ed7e6dc881de23001b",
        "バージョンを 2.0.1 に上げる",
        "パスワード：必須",
        "シークレットは環境変数に置く",
    ],
    "ko": [
        "비밀번호는 절대 로그에 남기지 마",
        "API 키는 매달 교체해",
        "토큰은 OS 키체인에 저장해",
        "비밀번호는 12자 이상",
        "설정에는 <YOUR_API_KEY>를 적어",
        "토큰을 저장소에 커밋하지 마",
        "비밀번호 입력란은 가려",
        "비밀번호는 argon2로 해시해",
        "커밋 해시는 3f786850e387550fdab836ed7e6dc881de23001b",
        "버전을 1.4.2로 올려",
        "비밀번호: 필수",
        "시크릿은 환경 변수에 둬",
    ],
    "fr": [
        "Ne jamais journaliser les mots de passe",
        "Change les clés API chaque mois",
        "Les jetons vont dans le trousseau",
        "Mot de passe : obligatoire, 12 caractères minimum",
        "Mets <YOUR_API_KEY> dans l'exemple",
        "Ne commite jamais de jeton",
        "Le champ mot de passe est masqué",
        "Hache les mots de passe avec argon2",
        "Le commit est 3f786850e387550fdab836ed7e6dc881de23001b",
        "Passe la version à 2.3.0",
        "La clé API est lue depuis ${API_KEY}",
        "Les secrets restent dans les variables d'environnement",
        "Le mot de passe est demandé à chaque connexion",
        "Les jetons expirent après une heure",
    ],
    "de": [
        "Passwörter niemals loggen",
        "API-Schlüssel monatlich rotieren",
        "Tokens gehören in den Schlüsselbund",
        "Passwort: Pflichtfeld, mindestens 12 Zeichen",
        "Trag <YOUR_API_KEY> in die Beispielkonfiguration ein",
        "Nie ein Token committen",
        "Das Passwortfeld wird maskiert",
        "Passwörter mit argon2 hashen",
        "Der Commit ist 3f786850e387550fdab836ed7e6dc881de23001b",
        "Version auf 4.0.2 anheben",
        "Den Schlüssel aus ${API_KEY} lesen",
        "Geheimnisse bleiben in Umgebungsvariablen",
        "Das Passwort wird bei jeder Anmeldung abgefragt",
        "Tokens laufen nach einer Stunde ab",
    ],
    "es": [
        "Nunca registres contraseñas en los logs",
        "Rota las claves API cada mes",
        "Los tokens van en el llavero del sistema",
        "Contraseña: obligatoria, al menos 12 caracteres",
        "Pon <YOUR_API_KEY> en la configuración de ejemplo",
        "Nunca subas un token al repositorio",
        "El campo de contraseña va enmascarado",
        "Cifra las contraseñas con argon2",
        "El commit es 3f786850e387550fdab836ed7e6dc881de23001b",
        "Sube la versión a 1.9.0",
        "Lee la clave de ${API_KEY}",
        "Los secretos van en variables de entorno",
        "La contraseña se pide en cada inicio de sesión",
        "Los tokens caducan después de una hora",
    ],
    "it": [
        "Non registrare mai le password nei log",
        "Ruota le chiavi API ogni mese",
        "I token vanno nel portachiavi",
        "Password: obbligatoria, almeno 12 caratteri",
        "Metti <YOUR_API_KEY> nella configurazione di esempio",
        "Non fare mai commit di un token",
        "Il campo password è mascherato",
        "Fai l'hash delle password con argon2",
        "Il commit è 3f786850e387550fdab836ed7e6dc881de23001b",
        "Porta la versione a 5.1.0",
        "Leggi la chiave da ${API_KEY}",
        "I segreti stanno nelle variabili d'ambiente",
    ],
    "ru": [
        "Никогда не пиши пароли в логи",
        "Меняй API-ключи каждый месяц",
        "Токены храни в связке ключей",
        "Пароль: обязателен, не короче 12 символов",
        "Пиши <YOUR_API_KEY> в примере конфигурации",
        "Никогда не коммить токены",
        "Поле пароля скрывается",
        "Хешируй пароли через argon2",
        "Коммит 3f786850e387550fdab836ed7e6dc881de23001b",
        "Подними версию до 3.2.1",
        "Ключ читается из ${API_KEY}",
        "Секреты держи в переменных окружения",
    ],
    "ar": [
        "لا تسجل كلمات المرور أبدا",
        "غيّر مفاتيح API كل شهر",
        "احفظ الرموز في سلسلة المفاتيح",
        "كلمة المرور: مطلوبة، 12 حرفا على الأقل",
        "ضع <YOUR_API_KEY> في ملف الإعداد",
        "لا ترفع أي رمز إلى المستودع",
        "حقل كلمة المرور مخفي",
        "اجعل تجزئة كلمات المرور بـ argon2",
        "الإيداع هو 3f786850e387550fdab836ed7e6dc881de23001b",
        "ارفع الإصدار إلى 2.0.0",
        "اقرأ المفتاح من ${API_KEY}",
        "الأسرار تبقى في متغيرات البيئة",
    ],
}


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    secrets, benign = [], []
    shapes = list(SHAPES)
    n = 0
    for lang in LANGS:
        frames = FRAMES[lang]
        # Every shape in every language once: 34 shapes x 11 languages.
        for i, shape in enumerate(shapes):
            n += 1
            text = frames[i % len(frames)].format(s=SHAPES[shape]())
            secrets.append(
                {"id": f"s-{n:04d}", "lang": lang, "label": "secret", "shape": shape, "text": text}
            )
        for template in PASSWORDS[lang]:
            n += 1
            text = template.format(p=password())
            secrets.append(
                {
                    "id": f"s-{n:04d}",
                    "lang": lang,
                    "label": "secret",
                    "shape": "password_in_words",
                    "text": text,
                }
            )
    m = 0
    for lang in LANGS:
        for text in BENIGN[lang]:
            m += 1
            benign.append(
                {
                    "id": f"b-{m:04d}",
                    "lang": lang,
                    "label": "benign",
                    "shape": "benign",
                    "text": text,
                }
            )
    for name, rows in (("secrets", secrets), ("benign", benign)):
        with (OUT / f"{name}.jsonl").open("w", encoding="utf-8") as f:
            for row in rows:
                f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"{len(secrets)} secrets, {len(benign)} benign texts in {OUT.relative_to(REPO)}")


if __name__ == "__main__":
    main()
