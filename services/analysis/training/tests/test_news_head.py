"""The news head's branch (sentilog_training/model.py, news_head.py, export.py): a copy of the encoder's
last layers read by one head, exported and read back as the service reads it, trained alone; and the
vector scaling heads are compared under."""

import torch

from sentilog_training.distill import load_teacher
from sentilog_training.export import export_model, read_exported
from sentilog_training.model import MultiTaskClassifier, random_encoder, tiny_config
from sentilog_training.news_head import TASK, branch_logits, train_branch, vector_scaled

VOCAB = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "good", "bad", "news", "bills", "cuts", "jobs"]


def branched_model(seed: int = 0) -> MultiTaskClassifier:
    torch.manual_seed(seed)
    encoder = random_encoder(tiny_config(len(VOCAB), initializer_range=0.2))
    model = MultiTaskClassifier(encoder, {"sentiment": 3, TASK: 3}, "mean", branches={TASK: 1})
    model.heads[TASK].load_state_dict(model.heads["sentiment"].state_dict())
    return model.eval()


def batch():
    ids = torch.tensor([[2, 8, 7, 3], [2, 8, 9, 3], [2, 4, 3, 0]])
    return ids, (ids != 0).long()


def test_a_fresh_branch_reads_as_the_layers_it_copies():
    model = branched_model()
    out = model(*batch())
    assert torch.allclose(out[TASK], out["sentiment"], atol=1e-5)


def test_the_branch_and_the_rest_are_exported_and_read_back_as_written(tmp_path):
    model = branched_model()
    with torch.no_grad():
        weight = model.branches[TASK][0].output.dense.weight
        weight.add_(torch.randn(weight.shape, generator=torch.Generator().manual_seed(1)) * 0.5)
    vocab = tmp_path / "vocab.txt"
    vocab.write_text("\n".join(VOCAB) + "\n")
    export_model(model, tmp_path / "out", labels={"sentiment": ["NEGATIVE", "NEUTRAL", "POSITIVE"],
                                                  TASK: ["NEGATIVE", "NEUTRAL", "POSITIVE"]},
                 vocab_file=vocab, max_tokens=8, version="0.0.1", encoder_source=None)
    manifest, tensors = read_exported(tmp_path / "out")
    assert manifest["config"]["branches"] == [{"task": TASK, "fromLayer": 1}]
    assert f"branches.{TASK}.0.output.dense.weight" in tensors
    read_back, _ = load_teacher(tmp_path / "out")
    ids, mask = batch()
    before, after = model(ids, mask), read_back(ids, mask)
    for task in ("sentiment", TASK):
        assert torch.allclose(before[task], after[task], atol=2e-2)  # float16 storage
    assert not torch.allclose(after[TASK], after["sentiment"], atol=1e-3)


def test_training_the_branch_learns_its_task_and_leaves_every_other_head_alone():
    model = branched_model()
    ids, mask = batch()
    sentiment_before = model(ids, mask)["sentiment"].detach().clone()
    encoder = model.encoder(input_ids=ids, attention_mask=mask, output_hidden_states=True).hidden_states[1]
    states = [encoder[i, : int(mask[i].sum())].detach() for i in range(len(ids))]
    # "cuts bills" good news, "cuts jobs" bad, "good" neutral: told apart by a word pair.
    targets = torch.tensor([[0.0, 0.0, 1.0], [1.0, 0.0, 0.0], [0.0, 1.0, 0.0]])
    train_branch(model, states * 20, targets.repeat(20, 1), ["a", "b", "c"] * 20, epochs=30, lr=1e-2,
                 head_lr=1e-1, batch_size=6, seed=0, after_epoch=lambda _: None)
    assert branch_logits(model, states).argmax(1).tolist() == [2, 0, 1]
    model.eval()
    assert torch.equal(model(ids, mask)["sentiment"], sentiment_before)


def test_vector_scaling_moves_a_head_that_reads_everything_neutral_to_the_gold_sides():
    # Logits that favour Neutral by 1 everywhere, though the sides are told apart: the scaling's biases
    # take the Neutral lean away, so the right side wins.
    side = torch.tensor([1.0, -1.0] * 50)
    logits = torch.stack([-side, torch.ones(100), side], 1)
    gold = torch.where(side > 0, 2, 0)
    [probs] = vector_scaled([logits], [gold])
    assert (probs.argmax(1) == gold.numpy()).mean() == 1.0
