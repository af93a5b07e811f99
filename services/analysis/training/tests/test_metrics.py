"""Dev metrics, on hand-checked cases."""

import numpy as np

from sentilog_training.metrics import expected_calibration_error


def test_calibration_error_weighs_each_bins_gap_between_confidence_and_accuracy():
    # Two predictions at 0.9 (one right), two at 0.6 (both right): |0.5-0.9|/2 + |1-0.6|/2.
    probs = np.array([[0.9, 0.1], [0.9, 0.1], [0.4, 0.6], [0.4, 0.6]])
    assert np.isclose(expected_calibration_error(probs, [0, 1, 1, 1]), 0.4)
    # Right as often as it is sure: no error.
    assert np.isclose(expected_calibration_error(np.array([[0.5, 0.5], [0.5, 0.5]]), [0, 1]), 0.0)
