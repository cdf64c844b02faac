"""`shinpan scenario new GAME`: build a scenario step by step, with completion of zone names,
verbs, phases and card numbers, and write it only once it is valid.

The questions are asked through a function ``ask(question, completions, default) -> answer``
(the CLI passes a rich prompt with readline completion; tests pass scripted answers), so the
whole conversation can be driven by a program. Each answer is checked as it is given: an
unknown zone or verb is refused with the nearest names, and asked again.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import yaml

from ruling.rules import Game, get_game

Ask = Callable[[str, Sequence[str], str], str]
Say = Callable[[str], None]
MAX_RETRIES = 5  # a question asked again this many times ends the wizard (a script gone wrong)


def nearest(word: str, names: Sequence[str], n: int = 3) -> list[str]:
    """The names closest to `word` (prefix matches first, then similar spellings)."""
    w = word.strip().lower()
    pre = [x for x in names if x.lower().startswith(w)] if w else []
    close = difflib.get_close_matches(w, list(names), n=n, cutoff=0.5)
    out: list[str] = []
    for x in pre + close:
        if x not in out:
            out.append(x)
    return out[:n]


def complete(prefix: str, names: Sequence[str]) -> list[str]:
    """Completions of `prefix` among `names` (what the prompt offers on Tab)."""
    return [x for x in names if x.startswith(prefix)]


def zone_names(game: Game) -> list[str]:
    """What a scenario may write under a player: zones, group positions, player values."""
    out: list[str] = []
    for z in game.zones:
        name = z.id.split(".", 1)[1] if z.group else z.id
        if name not in out:  # a position of two groups (ws stage / markers): the slot first
            out.append(name)
    return out + [v for v in game.player_values if v not in out]


def skeleton(game_id: str) -> dict[str, Any]:
    """A minimal valid scenario of the game: two players with a deck, the first turn's main
    phase, no actions yet."""
    game = get_game(game_id)
    phase = next((p.id for p in game.phases if p.id == "main"), game.phases[0].id)
    deck = "deck" if game.zone("deck") is not None else game.zones[0].id
    return {
        "game": game.id,
        "title": "",
        "turn": {"player": "A", "number": 3, "phase": phase, "first_player": "A"},
        "players": {"A": {deck: 20}, "B": {deck: 20}},
        "actions": [],
    }


def dump(data: dict[str, Any]) -> str:
    return yaml.safe_dump(data, allow_unicode=True, sort_keys=False, default_flow_style=None)


def skeleton_yaml(game_id: str) -> str:
    return dump(skeleton(game_id))


@dataclass
class Wizard:
    """The interactive scenario builder's state: the game, how it asks and what it gathered."""

    game: Game
    ask: Ask
    say: Say
    lang: str = "ja"
    card_numbers: Callable[[str], list[str]] = lambda prefix: []
    data: dict[str, Any] = field(default_factory=dict)

    def t(self, ja: str, en: str) -> str:
        return ja if self.lang == "ja" else en

    def _choose(self, question: str, names: Sequence[str], default: str, empty_ok: bool) -> str:
        """An answer that is one of `names` (or empty when `empty_ok`); a wrong one is refused
        with the nearest names and asked again."""
        for _ in range(MAX_RETRIES):
            a = self.ask(question, names, default).strip()
            if (not a and empty_ok) or a in names:
                return a
            near = nearest(a, names)
            hint = self.t(
                f"'{a}' はありません。近い名前: {', '.join(near) or 'なし'}（候補: {', '.join(names)}）",
                f"no '{a}'; nearest: {', '.join(near) or 'none'} (one of: {', '.join(names)})",
            )
            self.say(hint)
        raise WizardAbort(self.t("同じ質問に答えられませんでした", "no valid answer was given"))

    def _int(self, question: str, default: str, lo: int = 0) -> int:
        for _ in range(MAX_RETRIES):
            a = self.ask(question, (), default).strip()
            if a.lstrip("-").isdigit() and int(a) >= lo:
                return int(a)
            self.say(self.t(f"{lo} 以上の整数を入力してください", f"give a whole number ≥ {lo}"))
        raise WizardAbort(self.t("同じ質問に答えられませんでした", "no valid answer was given"))

    def run(self) -> dict[str, Any]:
        g = self.game
        d = skeleton(g.id)
        d["title"] = self.ask(self.t("題名", "title"), (), "").strip() or self.t(
            "状況", "situation"
        )
        players = ["A", "B"]
        d["turn"]["player"] = self._choose(
            self.t("ターンプレイヤー", "turn player"), players, "A", False
        )
        d["turn"]["number"] = self._int(self.t("ターン数", "turn number"), "3")
        phases = [p.id for p in g.phases]
        d["turn"]["phase"] = self._choose(
            self.t("フェイズ", "phase"), phases, d["turn"]["phase"], False
        )
        steps = [s.id for p in g.phases if p.id == d["turn"]["phase"] for s in p.steps]
        if steps:
            step = self._choose(
                self.t("ステップ（空欄: なし）", "step (empty: none)"), steps, "", True
            )
            if step:
                d["turn"]["step"] = step
        zones = zone_names(g)
        groups = {z.group for z in g.zones if z.group}
        for pid in players:
            d["players"][pid] = {}
            while True:
                zone = self._choose(
                    self.t(f"{pid} の領域（空欄で次へ）", f"{pid}'s zone (empty: next)"),
                    zones,
                    "",
                    True,
                )
                if not zone:
                    break
                value = self._contents(pid, zone)
                if zone in g.player_values:
                    d["players"][pid][zone] = value
                    continue
                zdef = g.zone_ref(zone)
                group = g.zone(zdef).group if zdef and g.zone(zdef) else None
                if group in groups and zone != group:
                    d["players"][pid].setdefault(group, {})[zone] = value
                else:
                    d["players"][pid][zone] = value
            if not d["players"][pid]:
                d["players"][pid] = {"deck": 20} if g.zone("deck") else {}
        verbs = sorted(g.actions)
        while True:
            verb = self._choose(
                self.t("行動（空欄で終わり）", "action (empty: done)"), verbs, "", True
            )
            if not verb:
                break
            act: dict[str, Any] = {"do": verb}
            act["player"] = self._choose(
                self.t("誰の行動", "whose action"), players, d["turn"]["player"], False
            )
            for p in g.actions[verb].params:
                if p.name == "player":
                    continue
                label = f"{verb}.{p.name}" + (
                    self.t("（必須）", " (required)")
                    if p.required
                    else self.t("（空欄: 省略）", " (empty: leave out)")
                )
                names = list(p.choices) or (players if p.type == "player" else [])
                if names:
                    v: Any = self._choose(label, names, "", not p.required)
                elif p.type == "int":
                    raw = self.ask(label, (), "").strip()
                    if not raw and not p.required:
                        continue
                    v = int(raw) if raw.lstrip("-").isdigit() else raw
                else:
                    v = self.ask(label, zones if "zone" in p.name else (), "").strip()
                if v == "" and not p.required:
                    continue
                act[p.name] = v
            d["actions"].append(act)
        self.data = d
        return d

    def _contents(self, pid: str, zone: str) -> Any:
        """A count, or cards: numbers of the card database, names, counts, comma-separated."""
        if zone in self.game.player_values:
            raw = self.ask(self.t(f"{pid}.{zone} の値", f"{pid}.{zone} value"), (), "").strip()
            return int(raw) if raw.isdigit() else raw
        q = self.t(
            f"{pid}.{zone} の中身（枚数、またはカード番号・名前をカンマ区切り）",
            f"{pid}.{zone} contents (a count, or card numbers / names, comma-separated)",
        )
        numbers = self.card_numbers("")
        raw = self.ask(q, numbers, "0").strip()
        items: list[Any] = []
        for part in [x.strip() for x in raw.replace("、", ",").split(",") if x.strip()]:
            if part.isdigit():
                items.append(int(part))
            elif self.card_numbers(part) and part in self.card_numbers(part):
                items.append({"card": part})
            else:
                items.append({"name": part})
        if len(items) == 1 and isinstance(items[0], int):
            return items[0]
        slot = self.game.zone(self.game.zone_ref(zone) or zone)
        if slot is not None and getattr(slot, "slot", False) and len(items) == 1:
            return items[0]
        return items


class WizardAbort(Exception):
    pass
