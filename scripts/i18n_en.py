#!/usr/bin/env python3
"""English is the source language: its catalog repeats every source string (run by i18n-update)."""

from pathlib import Path

from babel.messages.pofile import read_po, write_po

PO = Path(__file__).resolve().parent.parent / "locales" / "en" / "LC_MESSAGES" / "mindkeep.po"

with PO.open("rb") as fh:
    catalog = read_po(fh, locale="en")
for message in catalog:
    if not message.id:
        continue
    message.string = tuple(message.id) if message.pluralizable else message.id
    message.flags.discard("fuzzy")
with PO.open("wb") as fh:
    write_po(fh, catalog, width=100)
