"""Numbers as rules write them: a count in words ("two spaces", "deux espaces", "четырьмя
пробелами", "两个空格", "두 칸") and Arabic-Indic digits ("٤ مسافات")."""

from __future__ import annotations

NUMBER_WORDS = {
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "eight": 8,
    "deux": 2,
    "trois": 3,
    "quatre": 4,
    "huit": 8,
    "zwei": 2,
    "drei": 3,
    "vier": 4,
    "acht": 8,
    "dos": 2,
    "tres": 3,
    "cuatro": 4,
    "ocho": 8,
    "due": 2,
    "tre": 3,
    "quattro": 4,
    "otto": 8,
    "два": 2,
    "двумя": 2,
    "двух": 2,
    "три": 3,
    "четыре": 4,
    "четырьмя": 4,
    "четырёх": 4,
    "четырех": 4,
    "восемь": 8,
    "两": 2,
    "兩": 2,
    "二": 2,
    "三": 3,
    "四": 4,
    "八": 8,
    "اثنين": 2,
    "اثنتين": 2,
    "مسافتين": 2,
    "أربع": 4,
    "أربعة": 4,
    "두": 2,
    "네": 4,
}
_ARABIC_DIGITS = str.maketrans("٠١٢٣٤٥٦٧٨٩", "0123456789")


def ascii_digits(text: str) -> str:
    """Arabic-Indic digits as ASCII ones (NFKC already folds the full-width forms)."""
    return text.translate(_ARABIC_DIGITS)
