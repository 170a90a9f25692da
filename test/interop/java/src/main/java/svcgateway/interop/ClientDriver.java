package svcgateway.interop;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.protobuf.Message;
import com.google.protobuf.util.JsonFormat;
import edu.umn.nlpie.mtap.api.v1.EventsGrpc;
import edu.umn.nlpie.mtap.api.v1.PipelineGrpc;
import edu.umn.nlpie.mtap.api.v1.ProcessorGrpc;
import io.grpc.CallOptions;
import io.grpc.ClientCall;
import io.grpc.ForwardingClientCall;
import io.grpc.ForwardingClientCallListener;
import io.grpc.ManagedChannel;
import io.grpc.ManagedChannelBuilder;
import io.grpc.Metadata;
import io.grpc.MethodDescriptor;
import io.grpc.ServiceDescriptor;
import io.grpc.Status;
import io.grpc.stub.ClientCalls;
import io.grpc.stub.StreamObserver;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Phaser;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Calls what the test asks, one JSON line of stdin per call:
 * {@code {"id", "target", "method": "mtap.api.v1.Events/AddDocument", "request": {...}, "timeout_ms"}},
 * each as soon as it is read (the test decides how many are in flight), and answers each on
 * stdout as {@code {"id", "code", "message", "response", "trailers_only"}} (trailers_only: the
 * answer was the status alone, with no head before it). The messages are MTAP's generated
 * classes, converted with protobuf's JsonFormat; one channel per target, as an application keeps.
 * Ends when stdin closes and every call has ended.
 */
final class ClientDriver {
  /** grpc-java's default of 4 MiB would refuse the tests' 10 MB documents. */
  private static final int MAX_MESSAGE_BYTES = 64 << 20;

  private final Map<String, MethodDescriptor<Message, Message>> methods = new HashMap<>();
  private final Map<String, ManagedChannel> channels = new ConcurrentHashMap<>();
  private final JsonFormat.Parser parser = JsonFormat.parser();
  private final JsonFormat.Printer printer = JsonFormat.printer().preservingProtoFieldNames().omittingInsignificantWhitespace();
  private final PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
  private final Phaser inFlight = new Phaser(1);

  ClientDriver() {
    for (ServiceDescriptor service : new ServiceDescriptor[]{
        EventsGrpc.getServiceDescriptor(), ProcessorGrpc.getServiceDescriptor(), PipelineGrpc.getServiceDescriptor()}) {
      for (MethodDescriptor<?, ?> method : service.getMethods()) {
        @SuppressWarnings("unchecked")
        MethodDescriptor<Message, Message> typed = (MethodDescriptor<Message, Message>) method;
        methods.put(method.getFullMethodName(), typed);
      }
    }
  }

  void run() throws Exception {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    for (String line = in.readLine(); line != null; line = in.readLine()) {
      if (!line.isBlank()) {
        start(JsonParser.parseString(line).getAsJsonObject());
      }
    }
    inFlight.arriveAndAwaitAdvance();
    for (ManagedChannel channel : channels.values()) {
      channel.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
    }
  }

  private void start(JsonObject order) throws Exception {
    String id = order.get("id").getAsString();
    MethodDescriptor<Message, Message> method = methods.get(order.get("method").getAsString());
    if (method == null) {
      answer(id, Status.UNIMPLEMENTED.withDescription("the driver knows no method " + order.get("method")), null, false);
      return;
    }
    Message.Builder request = prototypeOf(method).newBuilderForType();
    if (order.has("request")) {
      parser.merge(order.get("request").toString(), request);
    }
    CallOptions options = CallOptions.DEFAULT;
    if (order.has("timeout_ms")) {
      options = options.withDeadlineAfter(order.get("timeout_ms").getAsLong(), TimeUnit.MILLISECONDS);
    }
    ManagedChannel channel = channels.computeIfAbsent(order.get("target").getAsString(), ClientDriver::channel);
    AtomicBoolean headReceived = new AtomicBoolean();
    inFlight.register();
    ClientCalls.asyncUnaryCall(noticingHead(channel.newCall(method, options), headReceived), request.build(), new StreamObserver<Message>() {
      private Message response;

      @Override
      public void onNext(Message value) {
        response = value;
      }

      @Override
      public void onError(Throwable t) {
        answer(id, Status.fromThrowable(t), null, !headReceived.get());
        inFlight.arriveAndDeregister();
      }

      @Override
      public void onCompleted() {
        answer(id, Status.OK, response, !headReceived.get());
        inFlight.arriveAndDeregister();
      }
    });
  }

  /** The call, setting {@code headReceived} if the answer has a head (grpc-java skips onHeaders for a trailers-only one). */
  private static ClientCall<Message, Message> noticingHead(ClientCall<Message, Message> call, AtomicBoolean headReceived) {
    return new ForwardingClientCall.SimpleForwardingClientCall<>(call) {
      @Override
      public void start(Listener<Message> listener, Metadata headers) {
        super.start(new ForwardingClientCallListener.SimpleForwardingClientCallListener<>(listener) {
          @Override
          public void onHeaders(Metadata head) {
            headReceived.set(true);
            super.onHeaders(head);
          }
        }, headers);
      }
    };
  }

  private static Message prototypeOf(MethodDescriptor<Message, Message> method) {
    return (Message) ((MethodDescriptor.PrototypeMarshaller<?>) method.getRequestMarshaller()).getMessagePrototype();
  }

  private static ManagedChannel channel(String target) {
    return ManagedChannelBuilder.forTarget(target).usePlaintext().maxInboundMessageSize(MAX_MESSAGE_BYTES).build();
  }

  private synchronized void answer(String id, Status status, Message response, boolean trailersOnly) {
    JsonObject outcome = new JsonObject();
    outcome.addProperty("id", id);
    outcome.addProperty("code", status.getCode().value());
    outcome.addProperty("message", status.getDescription() == null ? "" : status.getDescription());
    outcome.addProperty("trailers_only", trailersOnly);
    try {
      if (response != null) {
        outcome.add("response", JsonParser.parseString(printer.print(response)));
      }
    } catch (Exception e) {
      outcome.addProperty("code", Status.Code.INTERNAL.value());
      outcome.addProperty("message", "the driver could not print the response: " + e);
    }
    out.println(outcome);
    out.flush();
  }
}
