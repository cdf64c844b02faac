"""mc (round 54, s51mcT): a ○ ability 〈対象:このユニットが存在する地形の、このユニット以外のすべての
ユニット〉 — 「このユニットが存在する地形の…」 is the terrain of the unit 「このユニット」 names (5.1.2.4),
as 「このユニットと同じ地形に存在する…」, and 「このユニット以外の」 leaves that unit out (4.7.2); the
effect is in force on each other unit there that meets 「対象が…でない場合」 (14.5.4.2, 14.5.4.3)."""

from __future__ import annotations

from tests.ruling.boards import main_state, mc_run

_QUAKE = (
    "○地鳴り\\n〈対象:このユニットが存在する地形の、このユニット以外のすべてのユニット〉\\n"
    "対象が「種族:オーガ」でない場合、対象を「攻撃力:-1」する。"
)


def test_every_other_unit_on_its_terrain_but_the_excepted() -> None:
    r = mc_run(
        "turn: {player: A, number: 5, phase: main}\nplayers:\n  A:\n    deck: 20\n    field:\n"
        "      c1:\n        - {name: 本陣, type: terrain, hq: true}\n"
        "        - {name: 遠兵, type: unit, level: 1, attack: 2, defense: 2}\n"
        "      c2:\n        - {name: 平原, type: terrain, limit: 8}\n"
        f'        - {{name: 鯰, type: unit, level: 2, attack: 3, defense: 4, text: "{_QUAKE}"}}\n'
        "        - {name: 兵, type: unit, level: 1, attack: 2, defense: 2, race: ヒューマン}\n"
        "        - {name: 鬼, type: unit, level: 1, attack: 2, defense: 2, race: オーガ}\n"
        "  B:\n    deck: 20\n    field: {c4: [{name: 本陣, type: terrain, hq: true}]}\n"
        "actions: []\nask: [鯰.attack, 兵.attack, 鬼.attack, 遠兵.attack]\n"
    )
    got = {n: main_state(r, f"{n}.attack") for n in ("鯰", "兵", "鬼", "遠兵")}
    assert got == {"鯰": 3, "兵": 1, "鬼": 2, "遠兵": 2}


def test_other_own_units_everywhere_but_this_one() -> None:
    """「○鼓舞 〈対象:他の自軍ユニットすべて〉 対象を「攻撃力:+1」する」 without a timing: every own
    unit of the battlefield (14.5.4.2) but the one 「他の」 leaves out (4.7.2)."""
    cheer = "○鼓舞\\n〈対象:他の自軍ユニットすべて〉\\n対象を「攻撃力:+1」する。"
    r = mc_run(
        "turn: {player: A, number: 5, phase: main}\nplayers:\n  A:\n    deck: 20\n    field:\n"
        "      c1:\n        - {name: 本陣, type: terrain, hq: true}\n"
        "        - {name: 遠兵, type: unit, level: 1, attack: 2, defense: 2}\n"
        "      c2:\n        - {name: 平原, type: terrain, limit: 8}\n"
        f'        - {{name: 旗手, type: unit, level: 2, attack: 3, defense: 4, text: "{cheer}"}}\n'
        "        - {name: 兵, type: unit, level: 1, attack: 2, defense: 2}\n"
        "  B:\n    deck: 20\n    field:\n      c4:\n        - {name: 本陣, type: terrain, hq: true}\n"
        "        - {name: 敵, type: unit, level: 1, attack: 2, defense: 2}\n"
        "actions: []\nask: [旗手.attack, 兵.attack, 遠兵.attack, 敵.attack]\n"
    )
    got = {n: main_state(r, f"{n}.attack") for n in ("旗手", "兵", "遠兵", "敵")}
    assert got == {"旗手": 3, "兵": 3, "遠兵": 3, "敵": 2}
