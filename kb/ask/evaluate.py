"""Evaluation of `ask` on hand-made question sets (tests/ask/<game>.yaml).

A question set is YAML: ``game: ws`` and ``questions: [{q: ..., gold: [ids]}]``. A question is
*found at rank k* when any of its gold clauses is at rank k (a rule stated in two places lists
both). recall@k = share of questions found within the first k; MRR = mean of 1/rank of the
first gold clause within the first `depth` results (0 when none is).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

import yaml


@dataclass(frozen=True)
class Question:
    game: str
    q: str
    gold: tuple[str, ...]


@dataclass
class Scores:
    n: int
    r1: float
    r5: float
    mrr: float
    misses: list[tuple[Question, list[str]]]

    def row(self) -> tuple[int, float, float, float]:
        return self.n, self.r1, self.r5, self.mrr


def load_questions(path: Path) -> list[Question]:
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    game = str(data["game"])
    out = []
    for item in data["questions"]:
        gold = tuple(str(g) for g in item["gold"])
        out.append(Question(game, str(item["q"]), gold))
    return out


def load_sets(folder: Path, games: Iterable[str]) -> dict[str, list[Question]]:
    return {
        g: load_questions(folder / f"{g}.yaml") for g in games if (folder / f"{g}.yaml").exists()
    }


def first_rank(ranked: list[str], gold: Iterable[str]) -> int | None:
    want = set(gold)
    for i, cid in enumerate(ranked, 1):
        if cid in want:
            return i
    return None


def score(
    questions: list[Question], ranker: Callable[[Question], list[str]], depth: int = 10
) -> Scores:
    r1 = r5 = 0
    rr = 0.0
    misses = []
    for q in questions:
        ranked = ranker(q)[:depth]
        k = first_rank(ranked, q.gold)
        if k == 1:
            r1 += 1
        if k is not None and k <= 5:
            r5 += 1
        else:
            misses.append((q, ranked[:5]))
        if k is not None:
            rr += 1 / k
    n = max(1, len(questions))
    return Scores(len(questions), r1 / n, r5 / n, rr / n, misses)
