"""A stand-in catalog that shouts every plain string, so a test sees which texts were retranslated."""


class UpperCatalog:
    def gettext(self, message):
        return message.upper() if "{" not in message else message

    def ngettext(self, singular, plural, n):
        return singular if n == 1 else plural

    def pgettext(self, context, message):
        return message.upper()
