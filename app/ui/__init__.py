"""The desktop window. The only package (with bootstrap) that imports PySide6."""
