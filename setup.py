"""The optional C extension ``grammar._lalr`` (the compiled loop of ``grammar.lalr.FastLALR``).
Everything else is declared in pyproject.toml. ``optional=True``: without a C compiler or
Python's headers the install goes on and ``grammar.lalr`` runs its Python loop."""

from setuptools import Extension, setup

setup(ext_modules=[Extension("grammar._lalr", ["grammar/_lalr.c"], optional=True)])
