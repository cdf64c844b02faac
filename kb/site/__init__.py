"""The rulebook as a static web site (``shinpan site build -o DIR``), and the same pages for the
local web app: a page per game and version, one page per chapter, every clause at a stable
permalink, references and defined terms hyperlinked, "cited by" lists, the glossary, and an
offline search index built at site-build time (kb/site/pages.py, kb/site/search.py)."""
