"""Small board builders shared by the engine's per-construction and per-round test files: a
scenario head, an effect text resolved on a board, one ability compiled, the names in a zone."""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import Any

import yaml

from grammar.parse import parse_card
from ruling.resolve import check_expect, resolve
from ruling.scenario import load, loads

WS_HEAD = "game: ws\ntitle: t\nturn: {player: A, number: 5, phase: main, first_player: A}\n"
VG_HEAD = """\
game: vg
title: t
turn: {player: A, number: 6, phase: PHASE, first_player: A}
"""


def compiled_first(text: str, game: str) -> Any:
    """The first ability of a card text of ``game``, compiled by that game's card-text compiler
    (``ruling/games/_<game>/cardtext``; raises its Unsupported when it cannot be)."""
    compile_ability = importlib.import_module(f"ruling.games._{game}.cardtext").compile_ability
    r = parse_card(text, game)
    assert r.card is not None
    return compile_ability(r.card.abilities[0])


def ws_compile(text: str) -> Any:
    """The first ability of a ws card text, compiled (raises Unsupported when it cannot be)."""
    return compiled_first(text, "ws")


def mc_compile(text: str) -> Any:
    """The first ability of a mc card text, compiled (raises Unsupported when it cannot be)."""
    return compiled_first(text, "mc")


def vs_ability(text: str) -> Any:
    """The one ability of a vs card with the text ``text``."""
    from ruling.abilities import abilities_of
    from ruling.rules import get_game
    from ruling.state import Card

    get_game("vs")
    (ab,) = abilities_of("vs", Card("x", "x", text=text))
    return ab


def vs_program(text: str) -> Any:
    """The program of the one ability of a vs card text (which must be supported)."""
    ab = vs_ability(text)
    assert ab.supported, ab.reason
    return ab.program


def vs_refused(text: str) -> str:
    """Why the one ability of a vs card text is not supported (it must not be)."""
    ab = vs_ability(text)
    assert not ab.supported
    return str(ab.reason)


def cited(r: Any) -> set[str]:
    """Every clause the steps of a ruling's main line cite."""
    return {c for s in r.main.trace.steps for c in s.clauses}


def vg_one_card(text: str) -> str:
    """A vg zone (YAML) holding one card, 新兵 (a grade 1 normal unit) with the text ``text``."""
    return f'[{{name: 新兵, type: normal, grade: 1, text: "{text}"}}]'


def ws_resolve_text(players: str, text: str, choices: str = "", ask: str = "") -> Any:
    """A ws ruling of player A resolving ``text`` on the board ``players`` (YAML lines)."""
    src = (
        WS_HEAD
        + "players:\n"
        + players
        + f'actions:\n  - {{do: resolve_text, player: A, text: "{text}"}}\n'
        + (f"choices:\n{choices}" if choices else "")
        + (f"ask: [{ask}]\n" if ask else "")
    )
    return resolve(loads(src))


def vg_run(body: str, phase: str = "main") -> Any:
    """A vg ruling of ``body`` (players, actions … as YAML) in A's turn 6, in ``phase``."""
    return resolve(loads(VG_HEAD.replace("PHASE", phase) + body, "t.yaml"))


def zone_names(r: Any, player: str, zone: str) -> list[str]:
    """The names of the cards in a player's zone at the end of the main line of a ruling."""
    return [c.name for c in r.main.final.players[player].zones[zone]]


MC_HQ = "[{name: 本陣, type: terrain, hq: true}]"
MC_TURN = "{player: A, number: 6, phase: main, first_player: A}"


def mc_scenario(
    a: str = "",
    b: str = "",
    rest: str = "",
    *,
    title: str = "t",
    turn: str = MC_TURN,
    a_top: str = "    deck: 20\n",
    b_top: str = "    deck: 20\n",
) -> str:
    """An mc scenario's text: A's headquarters in c1 and B's in c4, ``a`` / ``b`` the other
    areas of each field (YAML lines indented by 6: A's after its headquarters, B's before),
    ``a_top`` / ``b_top`` each player's other entries (deck, hand …, indented by 4), ``rest``
    what follows the players (actions, expect, ask …). It holds no ``%``: a caller may fill
    ``%s`` slots of its parts with ``%`` on the result."""
    return (
        f"game: mc\ntitle: {title}\nturn: {turn}\nplayers:\n"
        f"  A:\n{a_top}    field:\n      c1: {MC_HQ}\n{a}"
        f"  B:\n{b_top}    field:\n{b}      c4: {MC_HQ}\n{rest}"
    )


def mc_area(area: str, terrain: str, limit: int, *cards: str) -> str:
    """An mc field area's YAML lines for :func:`mc_scenario`'s ``a`` / ``b``: ``area`` (c2 …)
    holding the terrain ``terrain`` of limit ``limit`` and then ``cards`` (flow mappings)."""
    items = [f"{{name: {terrain}, type: terrain, limit: {limit}}}", *cards]
    return f"      {area}:\n" + "".join(f"        - {item}\n" for item in items)


def mc_self_harm_area(moment: str) -> str:
    """A's c2 (平原) holding 兵 (level 1, attack 1, defence 3), whose ● [自軍ターン] ability deals
    【1】 damage to itself at ``moment`` (〈発揮:…〉)."""
    unit = (
        "name: 兵\n          type: unit\n          level: 1\n          attack: 1\n"
        "          defense: 3\n          text: "
        f'"●[自軍ターン]自傷\\n〈発揮:{moment}/対象:このユニット〉\\n対象に【1】ダメージを与える。"'
    )
    return mc_area("c2", "平原", 8, unit)


# A's オーク advances into c3, where B's 騎士 answers the first attack with 盾構え (防御力+2 until
# the battle ends, 8.3.8.4): the 4 damage on a defence of 3 + 2; ``%s`` is what the scenario
# expects (``expect:`` and two spaces before it)
MC_GUARDED_ADVANCE = mc_scenario(
    title="t",
    turn="{player: A, number: 5, phase: main}",
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: オーク, type: unit, level: 2, attack: 4, defense: 4}
""",
    b="""\
      c3:
        - {name: 森, type: terrain, limit: 6}
        - name: 騎士
          type: unit
          level: 2
          attack: 1
          defense: 3
          text: "◎[対抗]盾構え\\n〈対象:このユニット〉対象に「防御力:+2」を付与する。"
""",
    rest="""\
actions:
  - do: advance
    units: [オーク]
    to: c3
    dice: {A: 6, B: 1}
    answer_first_attack: [{do: use, player: B, card: 騎士, target: 騎士}]
expect:
  %s
""",
)


def mc_answered_attack(
    title: str, attacks: tuple[int, int], rock: str, answerer: str, target: str, ask: str
) -> str:
    """An mc scenario in A's main phase of turn 8: A's 戦士 (level 2, defence 3) and 槍兵 (level 1,
    defence 2), of attacks ``attacks``, advance from c2 (平原) into B's c3 (岩場), held by 岩人
    (level 3, ``rock``: its attack and defence) and the unit ``answerer`` (a flow mapping); A
    goes first, formed 戦士, 槍兵 against 岩人, the answerer, which B uses on ``target`` to answer
    the first attack; asks ``ask``."""
    name = answerer.split("name: ", 1)[1].split(",", 1)[0]
    return mc_scenario(
        title=title,
        turn="{player: A, number: 8, phase: main}",
        a=mc_area(
            "c2",
            "平原",
            8,
            f"{{name: 戦士, type: unit, level: 2, attack: {attacks[0]}, defense: 3}}",
            f"{{name: 槍兵, type: unit, level: 1, attack: {attacks[1]}, defense: 2}}",
        ),
        b=mc_area("c3", "岩場", 8, f"{{name: 岩人, type: unit, level: 3, {rock}}}", answerer),
        rest=f"""\
actions:
  - do: advance
    units: [戦士, 槍兵]
    to: c3
    dice: {{A: 6, B: 1}}
    formation: {{A: [戦士, 槍兵], B: [岩人, {name}]}}
    answer_first_attack: [{{do: use, player: B, card: {name}, target: {target}}}]
ask: [{ask}]
""",
    )


def mc_read(scenario: Any) -> Any:
    """The ruling of an mc ``scenario``, every card text of it read (no unsupported warning)."""
    r = resolve(scenario)
    assert not any(w.kind == "unsupported" for w in r.main.warnings), r.main.warnings
    return r


# A's 術士 (its text a ``%s`` slot), a unit for an mc field area
MC_CASTER = '{name: 術士, type: unit, level: 1, attack: 1, defense: 3, text: "%s"}'

# A's 狩人 (attack 2, defence 4, its text the first ``%s``) advances from c2 into B's c3, where the
# goblin (defence 4) stands; the two other ``%d`` slots are the initiative dice of A and B
MC_SIDE = mc_scenario(
    a=mc_area(
        "c2", "平原", 6, '{name: 狩人, type: unit, level: 2, attack: 2, defense: 4, text: "%s"}'
    ),
    b=mc_area("c3", "湖", 6, "{name: ゴブリン, type: unit, level: 1, attack: 1, defense: 4}"),
    rest="""\
actions:
  - {do: advance, units: [狩人], to: c3, dice: {A: %d, B: %d}}
ask: [ゴブリン.zone]
""",
)

# A's 狩人 (attack 4) and 従者 (attack 0) in c2; the units of the second ``%s`` advance into B's c3
# where the goblin (defence 4, its text the first ``%s``) stands; asks where the goblin ends
MC_PARTIES = mc_scenario(
    a=mc_area(
        "c2",
        "平原",
        6,
        "{name: 狩人, type: unit, level: 2, attack: 4, defense: 5}",
        "{name: 従者, type: unit, level: 1, attack: 0, defense: 5}",
    ),
    b=mc_area(
        "c3", "湖", 6, '{name: ゴブリン, type: unit, level: 1, attack: 1, defense: 4, text: "%s"}'
    ),
    rest="""\
actions:
  - {do: advance, units: [%s], to: c3, dice: {A: 6, B: 1}}
ask: [ゴブリン.zone]
""",
)


def ws_unknown_power_attack(after: str, a_more: str = "") -> str:
    """A ws scenario: in A's attack phase of turn 3, 甲 (its power not given) attacks 乙 (3000)
    front, each with a deck of 5; ``a_more`` A's other entries (YAML lines indented by 4),
    ``after`` what follows the attack (ask, expect …)."""
    return (
        "game: ws\ntitle: t\nturn: {player: A, number: 3, phase: attack, first_player: A}\n"
        "players:\n  A:\n"
        "    stage: {center_front: {name: 甲, type: character, level: 0, soul: 1}}\n"
        "    deck: 5\n" + a_more + "  B:\n"
        "    stage: {center_front: {name: 乙, type: character, level: 0, power: 3000, soul: 1}}\n"
        "    deck: 5\n"
        "actions:\n  - {player: A, do: attack, slot: center_front, kind: front}\n" + after
    )


def unsupported(r: Any) -> list[str]:
    """The texts (in English) of a ruling's ``unsupported`` warnings: the abilities its engine
    could not run."""
    return [w.en for w in r.main.warnings if w.kind == "unsupported"]


VG_ACTIVATE = "  - {do: main_phase, actions: [{do: activate, card: 剣士}]}\n"


def vg_swordsman(
    text: str, a_extra: str = "", b_extra: str = "", actions: str = VG_ACTIVATE
) -> Any:
    """A vg ruling in A's main phase of turn 6: 剣士 on A's left front circle has the ability
    ``text`` (by default A activates it), 竜 and 騎士 are the vanguards; ``a_extra`` /
    ``b_extra`` each player's other entries (YAML lines indented by 4)."""
    body = (
        "players:\n"
        "  A:\n"
        "    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}\n"
        f'    left_front: {{name: 剣士, type: normal, grade: 2, power: 10000, text: "{text}"}}\n'
        f"{a_extra}"
        "  B:\n"
        "    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}\n"
        "    deck: 10\n"
        f"{b_extra}"
        f"actions:\n{actions}"
    )
    return vg_run(body)


def setup_ruling(game: str, players: str, action: str, turn: str = "{player: A, number: 0}") -> Any:
    """A ruling of one action (a pre-game procedure) of ``game`` on the board ``players`` (YAML
    lines)."""
    text = f"game: {game}\ntitle: t\nturn: {turn}\nplayers:\n{players}\nactions:\n  - {action}\n"
    return resolve(loads(text))


def named_deck(size: int = 50, copies: int = 4, extra: str = "", prefix: str = "c") -> str:
    """A deck every card of which has a name (``copies`` of each of ``c0``, ``c1`` …), as a YAML
    flow list: a deck whose shuffle cannot show an unnamed card to be another one."""
    specs = [
        f"{{name: {prefix}{i}, count: {min(copies, size - i * copies)}{extra}}}"
        for i in range(-(-size // copies))
    ]
    return "[" + ", ".join(specs) + "]"


def zone_per_reading(text: str, player: str, name: str) -> tuple[Any, dict[str | None, str]]:
    """The ruling of the scenario ``text`` and, per reading of a point it raises (None: no
    reading), the zone of ``player``'s card ``name`` at the end."""
    r = resolve(loads(text, "t.yaml"))
    got: dict[str | None, str] = {}
    for lf in r.leaves + r.alternates:
        key = next((c.option for c in lf.choices if c.reading), None)
        zones = lf.final.players[player].zones
        got[key] = next(z for z, cards in zones.items() if any(c.name == name for c in cards))
    return r, got


def rejection(r: Any) -> str:
    """The Japanese text of the steps that rejected a ruling's input (there must be some)."""
    lf = r.main
    assert lf.rejected, lf.outcome
    return " ".join(lf.trace[i].ja for i in lf.rejected)


VG_DRAGON = "{name: 竜, type: normal, grade: 3, power: 13000}"
VG_KNIGHT = "{name: 騎士, grade: 3, power: 13000}"
VG_DECK = "[{name: 山1, type: normal, grade: 1}, {name: 山2, type: normal, grade: 2}, 8]"
VG_ATTACK = "  - {do: attack, attacker: left_front, target: vanguard}"


def vg_card_board(
    text: str,
    actions: str = VG_ATTACK,
    *,
    vanguard: str = VG_DRAGON,
    opponent: str = VG_KNIGHT,
    extra: str = "",
    hand: str = "[]",
    drop: str = "[]",
    damage: str | None = None,
    deck: str = VG_DECK,
    choices: str = "",
) -> str:
    """A vg scenario's text, A's turn 5 in the main phase: A's 剣士 (grade 2, 10000) on the left
    front circle has the ability ``text`` (its ``"`` escaped), behind ``vanguard``; ``extra`` one
    more entry of A's (a YAML line indented by 4), ``hand`` / ``drop`` / ``damage`` (no line when
    None) / ``deck`` A's zones; B has ``opponent`` as vanguard, 槍兵 (grade 2, 9000) on the right
    front circle and 10 cards in the deck; ``actions`` and ``choices`` (YAML lines) follow."""
    return (
        "game: vg\ntitle: t\nturn: {player: A, number: 5, phase: main, first_player: A}\n"
        "players:\n  A:\n"
        f"    vanguard: {vanguard}\n"
        "    left_front: {name: 剣士, type: normal, grade: 2, power: 10000, "
        f'text: "{text.replace(chr(34), chr(92) + chr(34))}"}}\n'
        f"    {extra}\n    hand: {hand}\n    drop: {drop}\n"
        + ("" if damage is None else f"    damage: {damage}\n")
        + f"    deck: {deck}\n"
        f"  B:\n    vanguard: {opponent}\n"
        "    right_front: {name: 槍兵, type: normal, grade: 2, power: 9000}\n"
        f"    deck: 10\nactions:\n{actions}\n{choices}\n"
    )


def vg_card_run(text: str, actions: str = VG_ATTACK, **board: Any) -> Any:
    """The ruling of ``vg_card_board(text, actions, **board)``."""
    return resolve(loads(vg_card_board(text, actions, **board), "t.yaml"))


def ws_battle(power: int = 3000, mine: str = "", theirs: str = "", kind: str = "front") -> Any:
    """A ws ruling: in A's main phase of turn 5 (both players at level 1, decks of 10, A's top
    card 山1) A's 攻め役 (level 1, ``power``, ability ``mine``) attacks in center_front
    (``kind``: front / side / direct) B's 受け役 (level 1, 5000, ability ``theirs``)."""
    return resolve(
        loads(
            WS_HEAD + "players:\n  A:\n    level: 1\n"
            "    deck: [{name: 山1, type: character}, 9]\n    stage:\n"
            "      center_front: {name: 攻め役, type: character, level: 1, "
            f'power: {power}, soul: 1, text: "{mine}"}}\n'
            "  B:\n    level: 1\n    deck: 10\n    stage:\n"
            "      center_front: {name: 受け役, type: character, level: 1, power: 5000, soul: 1, "
            f'text: "{theirs}"}}\n'
            f"actions:\n  - {{do: attack, slot: center_front, kind: {kind}}}\n",
            "t.yaml",
        )
    )


def center_orientations(r: Any) -> tuple[str, str]:
    """The orientations of A's and B's center_front characters at the end of a ruling."""
    f = r.main.final.players
    a, b = (f[p].zones["stage.center_front"][0].orientation for p in "AB")
    return a, b


def vs_head(phase: str) -> str:
    """A vs scenario's head up to its players (the entries follow): A's turn 6, ``phase``."""
    return f"game: vs\ntitle: t\nturn: {{player: A, number: 6, phase: {phase}}}\nplayers:\n"


def vs_players_ruling(players: str, actions: str, ask: str, turn: str, extra: str = "") -> Any:
    """A vs ruling of ``players`` (YAML lines, each player's entries), ``actions`` (YAML lines),
    ``extra`` (more top-level YAML lines) and ``ask`` (a YAML list) in ``turn``."""
    return resolve(
        loads(
            f"game: vs\ntitle: t\nturn: {turn}\nplayers:\n{players}\n"
            f"actions:\n{actions}\n{extra}ask: {ask}\n"
        )
    )


def vs_ruling(a: str, b: str, actions: str, ask: str, turn: str, extra: str = "") -> Any:
    """``vs_players_ruling`` of A's entries ``a`` and B's ``b`` (YAML flow mappings)."""
    return vs_players_ruling(f"  A: {a}\n  B: {b}", actions, ask, turn, extra)


def problems(text: str) -> list[str]:
    """What a scenario's ``expect:`` finds wrong in its ruling (none: the ruling agrees)."""
    return check_expect(resolve(loads(text)))


def vs_bench_use(text: str, energy: str) -> Any:
    """A vs ruling in A's ability phase of turn 6: A (deck 20, one card in hand, ``energy``: a
    YAML list) uses the technique ``text`` of 律子 on the left bench, 千早 in the ring; B has
    美希 in the ring."""
    return resolve(
        loads(
            "game: vs\ntitle: t\nturn: {player: A, number: 6, phase: ability, first_player: A}\n"
            f"players:\n  A:\n    deck: 20\n    hand: 1\n    energy: {energy}\n"
            "    ring: {name: 千早, ap: 2000, dp: 2000}\n"
            f'    bench: {{left: {{name: 律子, ap: 1000, dp: 1000, text: "{text}"}}}}\n'
            "  B: {deck: 20, ring: {name: 美希, ap: 2000, dp: 3000}}\n"
            "actions:\n  - do: ability_phase\n    actions: [{do: use, card: 律子}]\n"
        )
    )


def vs_ability_phase_use(text: str, a_extra: str, ask: str, choices: str = "") -> Any:
    """A vs ruling in A's ability phase of turn 6: A (a deck of 山1 and 山2, ``a_extra``: its other
    zones as YAML flow entries ending with a comma, 千早 in the ring) uses 律子 on the left bench
    (its text ``text``); B (deck 9) has 美希 in the ring; ``choices`` (YAML lines) if any."""
    a = (
        "{deck: [{name: 山1, ap: 1000, dp: 1000}, {name: 山2, ap: 1000, dp: 1000}], "
        + a_extra
        + " ring: {name: 千早, ap: 2000, dp: 2000},"
        ' bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "' + text + '"}}}'
    )
    b = "{deck: 9, ring: {name: 美希, ap: 2000, dp: 3000}}"
    acts = "  - {do: ability_phase, actions: [{do: use, card: 律子}]}"
    extra = f"choices:\n{choices}\n" if choices else ""
    return vs_ruling(a, b, acts, ask, "{player: A, number: 6, phase: ability}", extra)


# A's entries of a ws board (YAML lines): level 1, a deck of 10, 主役 (level 1, 5000) in center_front
WS_LEAD = (
    "  A:\n    level: 1\n    deck: 10\n    stage:\n"
    "      center_front: {name: 主役, type: character, level: 1, power: 5000, soul: 1}\n"
)


def ws_lead_and(b: str) -> str:
    """A ws board's players (YAML lines): A as :data:`WS_LEAD`, B at level 1 with ``b`` (its other
    entries, YAML lines indented by 4)."""
    return WS_LEAD + "  B:\n    level: 1\n" + b


def ws_swap(text: str, level: int = 2, choices: str = "", b_hand: bool = True) -> Any:
    """A ws ruling in A's main phase of turn 5: A (level 1, 主役 in center_front) resolves
    ``text``; B (level 2) has 相手役 (level ``level``, 6000) in center_front, 控1 (level 1) and
    控2 (level 2) in the waiting room and, with ``b_hand``, 手1 in the hand; each deck holds 10;
    ``choices`` YAML lines."""
    hand = "    hand:\n      - {name: 手1, type: character, level: 0}\n" if b_hand else ""
    return resolve(
        loads(
            WS_HEAD
            + "players:\n"
            + WS_LEAD
            + f"  B:\n    level: 2\n    deck: 10\n{hand}    waiting_room:\n"
            "      - {name: 控1, type: character, level: 1}\n"
            "      - {name: 控2, type: character, level: 2}\n    stage:\n"
            f"      center_front: {{name: 相手役, type: character, level: {level}, power: 6000, "
            "soul: 1}\n"
            f'actions:\n  - {{do: resolve_text, player: A, text: "{text}"}}\n{choices}\n',
            "t.yaml",
        )
    )


def main_state(r: Any, key: str) -> Any:
    """The value a ruling's main line gives ``key`` of the scenario's ``ask`` (``outcome.state``)."""
    return r.main.outcome["state"][key]


def decided(r: Any) -> set[str]:
    """The clauses a ruling names as deciding it (``decided_by``)."""
    return set(r.decided_by)


def warns_unsupported(r: Any) -> bool:
    """Whether a ruling's main line warns of card text it could not run (``unsupported``): its
    outcome says it may depend on it, or a warning says 未対応."""
    return bool(r.main.outcome.get("may_depend_on_unsupported")) or any(
        "未対応" in str(w) for w in r.main.warnings
    )


def mc_run(body: str) -> Any:
    """A mc ruling of ``body`` (turn, players, actions … as YAML) under the title "t"."""
    return resolve(loads("game: mc\ntitle: t\n" + body, "t.yaml"))


def co_run(body: str) -> Any:
    """A co ruling of ``body`` (turn, players, actions … as YAML) under the title "a minimal
    case"."""
    return resolve(loads("game: co\ntitle: a minimal case\n" + body))


def co_ability(text: str, type_: str = "character", name: str | None = None) -> Any:
    """The one ability of a co card of ``type_`` named ``name`` with the text ``text`` — by
    default the first 『X』 the text prints (4.2.10: its own name), else 「札」."""
    import re

    from ruling.abilities import abilities_of
    from ruling.rules import get_game
    from ruling.state import Card

    get_game("co")
    if name is None:
        first = re.search(r"『([^』]+)』", text)
        name = first.group(1) if first else "札"
    (ab,) = abilities_of("co", Card("x", "A", name=name, text=text, type=type_))
    return ab


def run_doc(tmp_path: Path, doc: dict[str, Any]) -> Any:
    """The ruling of the scenario ``doc`` (a mapping), written as YAML to a file in ``tmp_path``
    and read from there (as the command line reads one)."""
    f = tmp_path / "s.yaml"
    f.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    return resolve(load(f), file=str(f))


def ambiguity_clauses(r: Any) -> list[list[str]]:
    """The clauses of each warning of a ruling that says the rules text leaves a point open."""
    from ruling.assertions import AMBIGUITY_KINDS
    from ruling.render import warnings_data

    return [w["clauses"] for w in warnings_data(r, "en") if w["kind"] in AMBIGUITY_KINDS]


# co: 騎士 with 3 damage, a text resolved by A on it (str.format: {text}); asks its damage
CO_HURT_KNIGHT = """
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 10
    deck: 10
    field: [{{name: 騎士, type: character, ap: 2, dp: 4, damage: 3}}]
  B: {{hp: 10, deck: 10}}
actions:
  - {{do: resolve_text, player: A, text: "{text}", target: 騎士}}
ask: [騎士.damage]
"""

# co: two damages dealt to 泉 in one turn (str.format: {text}, 泉's own text); asks A's hand
CO_DAMAGED_TWICE = """
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 10
    energy: 2
    deck: 10
    field: [{{name: 泉, type: character, ap: 1, dp: 9, text: "{text}"}}]
    hand:
      - {{name: 矢1, type: event, cost: 1, text: "対象のキャラクター1体に1点のダメージを与える。"}}
      - {{name: 矢2, type: event, cost: 1, text: "対象のキャラクター1体に1点のダメージを与える。"}}
  B: {{hp: 10, deck: 10}}
actions:
  - {{do: play, card: 矢1, target: 泉}}
  - {{do: play, card: 矢2, target: 泉}}
ask: [A.hand]
"""

# co: 泉, a 1:1 character with the text {text}, on A's field (a str.format template)
CO_IZUMI = '[{{name: 泉, type: character, ap: 1, dp: 1, text: "{text}"}}]'


def co_izumi_board(
    actions: str,
    ask: str,
    *,
    turn: str = "{{player: A, number: 6, phase: main}}",
    a: str = "    hp: 10\n    deck: 10\n",
    hand: str = "",
    b: str = "{{hp: 10, deck: 10}}",
) -> str:
    """A co scenario body for :func:`co_run`, as a str.format template whose caller fills
    ``{text}``: 泉 (``CO_IZUMI``) on A's field, ``a`` A's entries before it and ``hand`` those after
    it (lines indented by 4), ``b`` B's flow mapping, ``actions`` the action lines, ``ask`` the
    ask list. Its parts are templates too: a literal brace doubled, a slot of the caller's own
    (``{acts}``) left for its ``format``."""
    return (
        f"\nturn: {turn}\nplayers:\n  A:\n{a}    field: {CO_IZUMI}\n{hand}  B: {b}\n"
        f"actions:\n{actions}\nask: {ask}\n"
    )


def zones_across_readings(r: Any, name: str) -> list[str]:
    """Where the card ``name`` ends (``P.zone``), in the engine's own line and in each reading
    of an unsettled point the ruling raised (``Ruling.raised_alternates``), sorted."""
    return sorted(
        f"{pid}.{zone}"
        for leaf in (r.main, *r.raised_alternates())
        for pid, pl in leaf.final.players.items()
        for zone, cards in pl.zones.items()
        if any(c.name == name for c in cards)
    )
