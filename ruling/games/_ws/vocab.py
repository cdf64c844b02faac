"""Weiß Schwarz card-text vocabulary, as data (``ruling.cardtext.vocab.Vocab``): how the
lexicon's ids read in this game — zones (chapter 3), card kinds (2.2), values (2.x), colours,
trigger icons (2.16), durations, phases and steps (chapter 6 / 7), the zone labels of 2.12.2.3,
the connectors the engine runs. The compiler (``ruling.games._ws.cardtext``) reads its words
from here and its game-neutral constructions from the shared layer (``ruling.cardtext``). Plain
dictionaries: loading it loads no grammar."""

from __future__ import annotations

from typing import Any

from ruling.cardtext.modal import ModalAction
from ruling.cardtext.vocab import Vocab
from ruling.games._ws.lexicon import ICON_SPELLINGS

ZONES = {
    "waiting_room": "waiting_room",
    "deck": "deck",
    "hand": "hand",
    "stock": "stock",
    "clock": "clock",
    "stage": "stage",
    "center_stage": "front_row",
    "back_stage": "back_row",
    "memory": "memory",
    "climax_area": "climax",
    "level_zone": "level",
}
KINDS = {"character": "character", "climax": "climax", "event": "event", "card": "card"}
STATS = {"level": "level", "cost": "cost", "power": "power", "soul": "soul"}
COLORS = {"yellow": "YELLOW", "green": "GREEN", "red": "RED", "blue": "BLUE"}
# the card text's icon images ([[salvage.gif]], [[comeback.gif]] …) by the engine's trigger icon
# ids: every icon of 4.12.2 in every spelling (``lexicon.TRIGGER_ICONS``)
ICONS = dict(ICON_SPELLINGS)
# references that name the cards just chosen, looked at or moved (そのキャラ, それらのカード)
CHOSEN_REFS = (
    "that_character",
    "that_card",
    "those_cards",
    "those_characters",
    "it",
    "those",
    "chosen_card",
    "revealed_card",
)
DURATIONS = {
    "this_turn": "turn",
    "until_end_of_opponent_next_turn": "opponent_next_turn",
    "until_end_of_your_next_turn": "your_next_turn",
    # 「そのターンの次のターンの終わりまで」 / 「次のターンの終わりまで」: the end of the turn after this
    "until_end_of_next_turn": "next_turn",
    # 「そのアタック中」: until the attack sub-phase it is made in ends (7.5.1.4, 7.6.1.5)
    "this_attack": "attack",
}
# words of the rules for a character's role in an attack that the lexicon does not hold (typed as
# ``Unknown``): 「攻撃キャラ」 is 「アタックしているキャラ」 (7.2.1.5); 「防御キャラ」 (7.2.1.5.1) is the
# lexicon's word ``defending``
ROLE_WORDS = ("攻撃",)
DURING = {"during_your_turn": "you", "during_opponent_turn": "opponent"}
PHASES = {
    "climax_phase": "climax",
    "attack_phase": "attack",
    "main_phase": "main",
    "draw_phase": "draw",
    "clock_phase": "clock",
    "stand_phase": "stand",
    "end_phase": "end",
    "encore_step": "encore",
    # 「アタック宣言ステップの始めに」: raised at each attack declaration step (7.2.1.2)
    "attack_declaration_step": "declaration",
    "battle_step": "battle",
    "counter_step": "counter",
    # 「ダメージステップの始めに」: a trigger condition of its own (7.5.1.1)
    "damage_step": "damage",
    "trigger_step": "trigger",
    "turn": "turn",
}
# the moments the rules make trigger conditions of (「…の始めに」 / 「…の終わりに」, by phase id):
# the start of the turn and of each phase and step the rules name so (6.2.1.1 … 6.6.1.1, 7.2.1.1,
# 7.3.1.1, 7.4.1.1, 7.5.1.1, 7.6.1.1, 7.7.1.1) and the end of the turn (6.8.1.1); 「アタックの終わりに」
# is read apart (7.5.1.4, 7.6.1.5). No rule raises the end of another phase or step, nor the start
# of the end phase: a trigger on one would never fire
TRIGGER_TIMINGS = frozenset(
    {(p, "start") for p in PHASES.values() if p != "end"} | {("turn", "end")}
)
# zones an ability is written to be used in (2.12.2.3): the icon 【クロック】
LABEL_ZONES = {"クロック": ("clock",)}
# the connectors the engine runs (of ``ruling.cardtext.steps.LEADS``): none (さらに, その後: the
# next step), そうしたら (only if the step before was done, 8.6.4) and そうしないなら / そうでないなら /
# そうできないなら (only if it was not, or the condition before it was not met: ``_otherwise``)
LEADS = (None, "if_done", "otherwise", "else")  # else: 「違うなら」 (cardtext.abilities._else_case)

POSITIONS = {"top": ("pos", "top"), "very_top": ("pos", "top"), "bottom": ("pos", "bottom")}

# the acts a modal step may prohibit a player (``ruling.cardtext.modal``; 1.3.3): a draw
# (4.7.1), an attack (7.1.1), a move of cards between two zones
_SALVAGE = ModalAction(
    "move:waiting_room>hand",
    ("8.8.1",),
    "控え室のカードを手札に加えられない",
    "cannot put cards from the waiting room into the hand",
)
_DISCARD = ModalAction(
    "move:hand>waiting_room",
    ("3.4.1",),
    "手札のカードを控え室に置けない",
    "cannot put cards from the hand into the waiting room",
)
MODAL_ACTIONS = {
    "draw": ModalAction("draw", ("4.7.1",), "カードを引けない", "cannot draw"),
    "attack": ModalAction("attack", ("7.1.1",), "アタックできない", "cannot attack", frozenset()),
    # 「控え室のカードを手札に加えられない / 戻せない」: a move from the waiting room to the hand
    # the player would do (an effect's instruction, 8.8.1), read by the move (``ops._op_move``)
    "add:waiting_room+card>hand": _SALVAGE,
    "return:waiting_room+card>hand": _SALVAGE,
    "put:waiting_room+card>hand": _SALVAGE,
    # 「相手は手札のカードを控え室に置けない」: a move from the hand to the waiting room the player
    # would do — by an effect's instruction (``ops._op_move``) or as a cost (``costs.cost_payable``:
    # that part cannot be paid, 8.4.2.2)
    "put:hand+card>waiting_room": _DISCARD,
}


def _marker_sel(np: Any, v: Vocab) -> Any:
    """A noun phrase naming markers read by the shared reader (a count compared, 「あなたのキャラの下
    のマーカーが相手のキャラの下のマーカーより多いなら」): WS's own reading of the marker zones
    (3.7.1, ``nouns.sel``), which the shared reader does not know; None for any other phrase."""
    from grammar import ast as A

    if not any(t == A.CardKind("marker") for t in getattr(np, "terms", ())):
        return None
    from ruling.games._ws.cardtext.nouns import sel

    return sel(np)


VOCAB = Vocab(
    game="ws",
    hooks={"sel": (_marker_sel,)},
    count_margin=True,
    modal_actions=MODAL_ACTIONS,
    zones=ZONES,
    kinds=KINDS,
    stats=STATS,
    refs={r: "chosen" for r in CHOSEN_REFS} | {"this_card": "this", "rest_cards": "rest"},
    words={k: ("colors", c) for k, c in COLORS.items()},
    icons=ICONS,
    durations=DURATIONS,
    during=DURING,
    label_zones=LABEL_ZONES,
    phases=PHASES,
    # 自分の: the player the text is about, the master unless the step's topic says another
    # (4.3.3; the compiler swaps the owners of an opponent's step, ``steps._swap_owner``)
    owners={"self": "you"},
    # 山札の上 / 一番上 / 下: a position in a pile (3.1.5)
    positions=POSITIONS,
)
