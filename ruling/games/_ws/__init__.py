"""Weiß Schwarz card abilities; ``ruling/games/ws.py`` registers the game.

``cardtext`` compiles the grammar's typed AST of one ability (``grammar.ast.Ability``) into a
small program, or refuses it with the reason; ``effects`` runs those programs as engine
procedures (automatic, activated, continuous and event abilities, the keyword abilities).
"""
