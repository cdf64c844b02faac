"""Weiß Schwarz procedures, split by chapter; ``ruling/games/ws.py`` registers the game.

``common`` (slots, icons, card lookups, the deck's top, leaving a slot with its markers, where a
text works), ``basic`` (chapters 3-4: damage 4.10, draw, moves, orientation), ``triggers`` (the
trigger icons 4.12 and the trigger check), ``processes`` (chapter 9 rule processes), ``gifts``
(encore, the shot ability and the keyword table of chapter 10), ``attack`` (chapter 7), ``turn``
(chapter 6: the phases), ``play`` (8.4 costs, 8.6 playing a card), ``outcome`` (1.2 conceding,
losing or winning by an effect), ``misc`` (chapter 11: loops, extra turns) and ``setup``
(chapter 5: before the game).

``cardtext`` compiles the grammar's typed AST of one ability (``grammar.ast.Ability``) into a
small program, or refuses it with the reason; the programs run as engine procedures:
``selection`` (which cards a text names), ``conditions`` (「〜なら」), ``continuous`` (8.9: the
abilities and values a card has now), ``automatic`` (when automatic abilities trigger, 8.7),
``costs`` (8.4), ``ops`` (choosing and moving cards), ``program`` (running the steps), ``keywords``
(the keyword abilities with their own procedure) and ``playing`` (resolving and playing abilities,
events, 【カウンター】).
"""
